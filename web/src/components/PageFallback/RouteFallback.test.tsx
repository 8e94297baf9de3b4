import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { RouteFallback } from './RouteFallback';

// What shows while a route's lazy page downloads: the page's own frame, not a lone spinner.
describe('RouteFallback', () => {
  it('shows the browse heading, the search box placeholder and six loading cards on /browse', () => {
    renderWithProviders(<RouteFallback />, { route: '/browse?subject=Physics' });
    expect(screen.getByRole('heading', { level: 1, name: 'Explore Shared Notes' })).toBeInTheDocument();
    const grid = screen.getByRole('status', { name: 'Loading notes' });
    expect(grid.children).toHaveLength(6);
    expect(screen.queryByRole('status', { name: 'Loading page' })).not.toBeInTheDocument();
  });

  it("shows the note page's frame and skeleton on a note's address", () => {
    renderWithProviders(<RouteFallback />, { route: '/notes/7f9d1a52-3c1b-4a8e-9a49-0d6c1f0b2e11' });
    expect(screen.getByRole('heading', { level: 1, name: 'Note Details' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Notes/ })).toHaveAttribute('href', '/browse');
    expect(screen.getByRole('status', { name: 'Loading note' })).toBeInTheDocument();
  });

  it('shows the generic spinner elsewhere', () => {
    renderWithProviders(<RouteFallback />, { route: '/about' });
    expect(screen.getByRole('status', { name: 'Loading page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
