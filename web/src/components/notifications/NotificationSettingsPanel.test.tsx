import { fireEvent, screen, waitFor } from '@testing-library/react';
import { NotificationSettingsDocument, UpdateNotificationSettingsDocument } from '../../graphql/__generated__/graphql';
import { buildUser, meMock } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { NotificationSettingsPanel } from './NotificationSettingsPanel';

const ALL_ON = { noteApproved: true, noteRejected: true, noteUnpublished: true, noteCommented: true, noteLiked: true, followedNote: true };
const settings = (values: typeof ALL_ON) => ({ __typename: 'NotificationSettings', ...values });

describe('Notification settings', () => {
  it('shows one labelled switch per kind and turns one off', async () => {
    renderWithProviders(<NotificationSettingsPanel />, {
      mocks: [
        meMock(buildUser()),
        { request: { query: NotificationSettingsDocument }, result: { data: { notificationSettings: settings(ALL_ON) } } },
        {
          request: { query: UpdateNotificationSettingsDocument, variables: { input: { noteLiked: false } } },
          result: {
            data: {
              updateNotificationSettings: { __typename: 'UpdateNotificationSettingsPayload', settings: settings({ ...ALL_ON, noteLiked: false }), errors: [] },
            },
          },
        },
      ],
    });
    const likes = await screen.findByRole('checkbox', { name: /^Likes/ });
    expect(screen.getAllByRole('checkbox')).toHaveLength(6);
    expect(screen.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true);
    expect(likes).toHaveAccessibleDescription('Your note got likes (grouped).');
    fireEvent.click(likes);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /^Likes/ })).not.toBeChecked());
    expect(screen.getByRole('checkbox', { name: /^Comments/ })).toBeChecked();
  });

  it('says so when the settings cannot be loaded', async () => {
    renderWithProviders(<NotificationSettingsPanel />, {
      mocks: [meMock(buildUser()), { request: { query: NotificationSettingsDocument }, error: new Error('api unreachable') }],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
  });
});
