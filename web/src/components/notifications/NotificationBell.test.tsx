import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { buildUser, meMock } from '../../test/fixtures';
import { MarkNotificationsReadDocument, NotificationsDocument, UnreadNotificationCountDocument } from '../../graphql/__generated__/graphql';
import { renderWithCache } from '../notes/test-utils';
import NotificationBell from './NotificationBell';
import { EVENTS_URL } from './useLiveNotifications';

/** A stand-in for the browser's EventSource: the test plays the server's side of the stream. */
class FakeEventSource {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  private listeners = new Map<string, ((event: MessageEvent | Event) => void)[]>();
  constructor(
    public url: string,
    public init?: EventSourceInit,
  ) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent | Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data?: unknown) {
    if (type === 'open') this.readyState = FakeEventSource.OPEN;
    const event = data === undefined ? new Event(type) : new MessageEvent(type, { data: JSON.stringify(data) });
    act(() => this.listeners.get(type)?.forEach((listener) => listener(event)));
  }
}

const notification = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Notification',
  id: 'nt-1',
  kind: 'NOTE_APPROVED',
  noteTitle: 'Process Scheduling',
  reason: null,
  count: 1,
  read: false,
  createdAt: '2025-03-04T10:00:00.000Z',
  commentId: null,
  note: { __typename: 'Note', id: 'n-1', title: 'Process Scheduling' },
  actor: null,
  ...overrides,
});

const listMock = (nodes: ReturnType<typeof notification>[]) => ({
  request: { query: NotificationsDocument, variables: { first: 10 } },
  result: {
    data: {
      notifications: {
        __typename: 'NotificationConnection',
        totalCount: nodes.length,
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        edges: nodes.map((node) => ({ __typename: 'NotificationEdge', cursor: `c-${node.id}`, node })),
      },
    },
  },
});

const unreadMock = (count: number) => ({ request: { query: UnreadNotificationCountDocument }, result: { data: { unreadNotificationCount: count } } });

/** The stream's event for u-7's like(s) of n-1, grouped into one notification (kinds as stored, as GET /api/events sends them). */
const liveLike = ({ count, createdAt }: { count: number; createdAt: string }) => ({
  id: 'nt-2',
  kind: 'note_liked',
  noteId: 'n-1',
  noteTitle: 'Process Scheduling',
  commentId: null,
  actorId: 'u-7',
  reason: null,
  count,
  createdAt,
});

beforeEach(() => {
  FakeEventSource.instances = [];
  Object.assign(window, { EventSource: FakeEventSource });
});

describe('NotificationBell', () => {
  it('shows the unread count the stream sends, and a new notification in the open list, without asking the api again', async () => {
    const { cache } = renderWithCache(<NotificationBell />, { mocks: [meMock(buildUser()), unreadMock(3), listMock([notification({ read: true })])] });
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    const stream = FakeEventSource.instances[0];
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(stream.url).toBe(EVENTS_URL);
    expect(stream.init).toEqual({ withCredentials: true });

    stream.emit('open');
    stream.emit('unread', { count: 0 });
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    const list = await screen.findByTestId('notification-list');
    expect(within(list).getAllByTestId('notification')).toHaveLength(1);

    // Someone else likes the note: the server pushes the notification and the new count.
    cache.writeFragment({
      id: cache.identify({ __typename: 'PublicUser', id: 'u-7' }),
      fragment: (await import('../../graphql/__generated__/graphql')).LiveActorFragmentDoc,
      data: { __typename: 'PublicUser', id: 'u-7', username: 'arjun_k', avatarUrl: null } as unknown as { id: string; username: string; avatarUrl: null },
    });
    stream.emit('notification', liveLike({ count: 1, createdAt: '2025-03-05T10:00:00.000Z' }));
    stream.emit('unread', { count: 1 });

    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread', hidden: true })).toBeInTheDocument();
    const rows = within(screen.getByTestId('notification-list')).getAllByTestId('notification');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('arjun_k liked “Process Scheduling”.');
    expect(rows[0]).toHaveAttribute('data-read', 'false');

    // A second like groups into the same notification: updated in place, not listed twice.
    stream.emit('notification', liveLike({ count: 2, createdAt: '2025-03-05T11:00:00.000Z' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('notification-list')).getAllByTestId('notification')[0]).toHaveTextContent('arjun_k and 1 other liked'),
    );
    expect(within(screen.getByTestId('notification-list')).getAllByTestId('notification')).toHaveLength(2);
  });

  it('marks everything read', async () => {
    renderWithCache(<NotificationBell />, {
      mocks: [
        meMock(buildUser()),
        unreadMock(2),
        listMock([notification({ id: 'nt-3' }), notification({ id: 'nt-4', kind: 'NOTE_UNPUBLISHED', reason: 'Copied from a textbook' })]),
        {
          request: { query: MarkNotificationsReadDocument, variables: { input: { all: true } } },
          result: { data: { markNotificationsRead: { __typename: 'MarkNotificationsReadPayload', unreadCount: 0, errors: [] } } },
        },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const list = await screen.findByTestId('notification-list');
    expect(list).toHaveTextContent('Your note “Process Scheduling” was unpublished: Copied from a textbook');
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      within(list)
        .getAllByTestId('notification')
        .forEach((row) => expect(row).toHaveAttribute('data-read', 'true')),
    );
    expect(screen.getByRole('button', { name: 'Notifications', hidden: true })).toBeInTheDocument();
  });

  it('opens the stream again after the server closed it', async () => {
    jest.useFakeTimers();
    try {
      const { unmount } = renderWithCache(<NotificationBell />, { mocks: [meMock(buildUser()), unreadMock(0)] });
      await act(async () => undefined);
      const first = FakeEventSource.instances[0];
      first.readyState = FakeEventSource.CLOSED;
      first.emit('error');
      expect(FakeEventSource.instances).toHaveLength(1);
      act(() => jest.advanceTimersByTime(1000));
      expect(FakeEventSource.instances).toHaveLength(2);
      unmount();
      expect(FakeEventSource.instances[1].readyState).toBe(FakeEventSource.CLOSED);
    } finally {
      jest.useRealTimers();
    }
  });
});
