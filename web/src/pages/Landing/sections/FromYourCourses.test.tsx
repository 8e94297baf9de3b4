import { act, screen, within } from '@testing-library/react';
import { FromYourCoursesDocument } from '../../../graphql/__generated__/graphql';
import { buildNoteCard } from '../../../components/notes/test-utils';
import { buildUser, meMock } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { FROM_YOUR_COURSES_SIZE, FromYourCourses } from './FromYourCourses';

const feedMock = (notes: ReturnType<typeof buildNoteCard>[], totalCount = notes.length) => ({
  request: { query: FromYourCoursesDocument, variables: { first: FROM_YOUR_COURSES_SIZE } },
  result: {
    data: {
      fromYourCourses: {
        __typename: 'NoteConnection',
        totalCount,
        edges: notes.map((node) => ({ __typename: 'NoteEdge', cursor: `c-${node.id}`, node })),
      },
    },
  },
});

describe('From your courses (landing page)', () => {
  it('lists the newest notes of what the student follows', async () => {
    renderWithProviders(<FromYourCourses />, {
      mocks: [meMock(buildUser()), feedMock([buildNoteCard({ id: 'n-1', title: 'Deadlocks' }), buildNoteCard({ id: 'n-2', title: 'Paging' })], 9)],
    });
    const section = await screen.findByRole('region', { name: 'From your courses' });
    const cards = within(section).getAllByTestId('note-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Deadlocks', 'Paging']);
    expect(within(section).getByRole('link', { name: 'Your courses and subjects' })).toHaveAttribute('href', '/profile?tab=following');
  });

  it('is hidden for a student who follows nothing', async () => {
    renderWithProviders(<FromYourCourses />, { mocks: [meMock(buildUser()), feedMock([])] });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: 'From your courses' })).not.toBeInTheDocument();
  });

  it('is hidden for visitors, without asking the api', async () => {
    // No feed mock: a query would fail the render with an unmatched request warning and an error.
    renderWithProviders(<FromYourCourses />, { mocks: [meMock(null)] });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: 'From your courses' })).not.toBeInTheDocument();
  });
});
