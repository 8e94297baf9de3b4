import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { meMock } from '../../test/fixtures';
import { buildCommentPage, buildNoteCard, renderWithCache, type Mocks } from '../../components/notes/test-utils';
import {
  BrowseFilterOptionsDocument,
  BrowseNotesDocument,
  NoteCommentsDocument,
  SearchSuggestionsDocument,
  type NoteFilter,
} from '../../graphql/__generated__/graphql';
import BrowsePage from './BrowsePage';

const optionsMock = {
  request: { query: BrowseFilterOptionsDocument },
  result: {
    data: {
      browseFilterOptions: {
        __typename: 'BrowseFilterOptions',
        subjects: ['Data Structures', 'Operating Systems'],
        courses: ['B.Tech CSE'],
        semesters: [3, 4],
        colleges: ['MANIT Bhopal'],
      },
    },
  },
};

function notesMock(
  filter: NoteFilter,
  ids: string[],
  {
    totalCount = ids.length,
    after,
    hasNextPage = false,
    snippet = null,
    didYouMean = null,
  }: { totalCount?: number; after?: string; hasNextPage?: boolean; snippet?: string | null; didYouMean?: string | null } = {},
) {
  return {
    request: { query: BrowseNotesDocument, variables: { first: 12, filter, ...(after ? { after } : {}) } },
    result: {
      data: {
        notes: {
          __typename: 'NoteConnection',
          totalCount,
          didYouMean,
          pageInfo: { __typename: 'PageInfo', endCursor: `cursor-${ids.at(-1)}`, hasNextPage },
          edges: ids.map((id) => ({
            __typename: 'NoteEdge',
            cursor: `cursor-${id}`,
            snippet,
            node: buildNoteCard({ id, title: `Note ${id}`, downloadUrl: `/api/notes/${id}/download` }),
          })),
        },
      },
    },
  };
}

function suggestionsMock(query: string, texts: string[]) {
  return {
    request: { query: SearchSuggestionsDocument, variables: { query } },
    result: { data: { searchSuggestions: texts.map((text) => ({ __typename: 'SearchSuggestion', kind: 'subject', text })) } },
  };
}

function location() {
  return screen.getByTestId('location').textContent;
}

// Let answers still in flight (the signed-in check, debounced requests) land inside act.
afterEach(async () => {
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
});

/** The page as a visitor opens it at `route`: the filter options load, then the answers given. */
function renderBrowse(route: string, ...mocks: Mocks) {
  return renderWithCache(<BrowsePage />, { route, mocks: [meMock(null), optionsMock, ...mocks] });
}

describe('BrowsePage', () => {
  it('shows the first page of cards and loads more of the same list', async () => {
    renderBrowse('/browse', notesMock({}, ['a', 'b'], { totalCount: 3, hasNextPage: true }), notesMock({}, ['c'], { totalCount: 3, after: 'cursor-b' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Explore Shared Notes' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('note-card')).toHaveLength(2));
    expect(screen.getByTestId('showing-count')).toHaveTextContent('Showing 2 of 3');
    // The count is at the top of the list too, before the first card.
    const count = screen.getByTestId('result-count');
    expect(count).toHaveTextContent('3 notes');
    expect(count.compareDocumentPosition(screen.getAllByTestId('note-card')[0]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('note-card')).toHaveLength(3));
    expect(screen.getByTestId('showing-count')).toHaveTextContent('Showing 3 of 3');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Note a', 'Note b', 'Note c']);
  });

  it('offers "Did you mean" for a misspelt search, as a link that runs that search', async () => {
    renderBrowse(
      '/browse?search=thermodynamcs&semester=3',
      notesMock({ search: 'thermodynamcs', semester: 3 }, ['a'], { didYouMean: 'thermodynamics' }),
      notesMock({ search: 'thermodynamics', semester: 3 }, ['a', 'b']),
    );
    const offer = await screen.findByTestId('did-you-mean');
    expect(offer).toHaveTextContent('Did you mean thermodynamics?');
    const link = within(offer).getByRole('link', { name: 'thermodynamics' });
    expect(link).toHaveAttribute('href', '/browse?search=thermodynamics&semester=3');
    fireEvent.click(link);
    await waitFor(() => expect(screen.getAllByTestId('note-card')).toHaveLength(2));
    expect(location()).toContain('search=thermodynamics');
    expect(screen.queryByTestId('did-you-mean')).toBeNull();
  });

  it('offers the four searchable filters with their e.g. placeholders', async () => {
    renderBrowse('/browse', notesMock({}, ['a']));

    // jsdom lays out for a phone, where the dropdowns sit behind "Show filters" and are not mounted until shown.
    expect(screen.queryByRole('combobox', { name: 'Subject', hidden: true })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show filters' }));
    const placeholders = Object.fromEntries(
      ['Subject', 'Course', 'Semester', 'College'].map((label) => [label, screen.getByRole('combobox', { name: label }).getAttribute('placeholder')]),
    );
    expect(placeholders).toEqual({
      Subject: 'e.g. Operating Systems',
      Course: 'e.g. BSc Physics',
      Semester: 'e.g. 3',
      College: 'e.g. MANIT Bhopal',
    });
    await screen.findAllByTestId('note-card');
  });

  it('suggests from 2 characters (at most 5), picks with the keyboard and searches with highlighted snippets', async () => {
    const six = ['Operating Systems', 'Operations Research', 'Optics', 'Optimization', 'Open Channel Flow', 'Opera Studies'];
    renderBrowse(
      '/browse',
      notesMock({}, ['a']),
      suggestionsMock('op', six),
      // The list follows typing once it pauses (jsdom can be that slow).
      notesMock({ search: 'op' }, ['o']),
      notesMock({ search: 'Operating Systems' }, ['s'], { snippet: 'the \uE000operating\uE001 system schedules' }),
    );
    await screen.findAllByTestId('note-card');

    const search = screen.getByRole('combobox', { name: 'Search notes' });
    fireEvent.change(search, { target: { value: 'o' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 250)));
    expect(screen.queryAllByRole('option')).toHaveLength(0);

    fireEvent.change(search, { target: { value: 'op' } });
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => within(option).getAllByText(/./)[0].textContent)).toEqual(six.slice(0, 5));
    expect(search).toHaveAttribute('aria-expanded', 'true');

    // The combobox (Chakra's, as the filters use) handles a key in a microtask: act lets it run.
    await act(async () => fireEvent.keyDown(search, { key: 'ArrowDown' }));
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(search).toHaveAttribute('aria-activedescendant', options[0].id);
    await act(async () => fireEvent.keyDown(search, { key: 'Enter' }));

    expect(search).toHaveValue('Operating Systems');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(location()).toBe('/browse?search=Operating+Systems');
    await waitFor(() => expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Note s'));
    const snippet = screen.getByTestId('search-snippet');
    expect(within(snippet).getByText('operating').tagName).toBe('MARK');
  });

  it('reads the filters from the URL, shows the empty state, and Reset Filters clears everything', async () => {
    renderBrowse(
      '/browse?subject=Operating+Systems&semester=3&search=paging',
      notesMock({ search: 'paging', subject: 'Operating Systems', semester: 3 }, []),
      notesMock({}, ['a']),
    );

    expect(await screen.findByRole('heading', { name: 'No notes found matching your filters' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search criteria or clear filters.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search notes' })).toHaveValue('paging');
    const toggle = screen.getByRole('button', { name: /Show filters/ });
    expect(toggle).toHaveTextContent('2');
    fireEvent.click(toggle);
    expect(screen.getByRole('combobox', { name: 'Subject' })).toHaveValue('Operating Systems');
    expect(screen.getByRole('combobox', { name: 'Semester' })).toHaveValue('3');

    fireEvent.click(screen.getAllByRole('button', { name: 'Reset Filters' })[0]);
    expect(location()).toBe('/browse');
    await screen.findAllByTestId('note-card');
    expect(screen.getByRole('combobox', { name: 'Search notes' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Subject' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Semester' })).toHaveValue('');
  });

  it('opens the inline note view from a card', async () => {
    const commentsMock = {
      request: { query: NoteCommentsDocument, variables: { id: 'a' } },
      result: { data: { note: { ...buildNoteCard({ id: 'a', title: 'Note a', commentCount: 0 }), comments: buildCommentPage([]) } } },
    };
    renderBrowse('/browse', notesMock({}, ['a']), commentsMock);

    const [card] = await screen.findAllByTestId('note-card');
    fireEvent.click(within(card).getByRole('button', { name: '2 comments. Open comments' }));
    expect(location()).toBe('/browse?note=a');
    expect(await screen.findByRole('dialog', { name: 'Note a' })).toBeInTheDocument();
    expect(await screen.findByText('No comments yet. Be the first to comment!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comments (0)' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back to Notes' }));
    expect(location()).toBe('/browse');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
