import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { LINE_STEP, PageViewer } from './PageViewer';

const pages = [1, 2, 3].map((n) => ({ url: `/media/previews/n-1-${n}.webp`, width: 800, height: 1131 }));

function renderViewer(pageCount = 9) {
  renderWithProviders(<PageViewer title="Process Scheduling" pages={pages} pageCount={pageCount} />);
  const region = screen.getByRole('region', { name: 'Pages of Process Scheduling' });
  // jsdom has no layout: give the scroll region a height and the pages positions.
  Object.defineProperty(region, 'clientHeight', { configurable: true, value: 500 });
  const frames = Array.from(region.querySelectorAll('img')).map((img) => img.parentElement as HTMLElement);
  frames.forEach((frame, index) => Object.defineProperty(frame, 'offsetTop', { configurable: true, value: index * 1200 }));
  return region;
}

describe('PageViewer', () => {
  it('shows the first page first (lazily, below the fold, at high priority) with its size, and counts every page of the document', () => {
    renderViewer();
    const first = screen.getByRole('img', { name: 'Page 1 of Process Scheduling' });
    expect(first).toHaveAttribute('src', pages[0].url);
    expect(first).toHaveAttribute('loading', 'lazy');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('width', '800');
    expect(first).toHaveAttribute('height', '1131');
    expect(screen.getByRole('img', { name: 'Page 2 of Process Scheduling' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByTestId('page-indicator')).toHaveTextContent('Page 1 of 9');
    expect(screen.getByText('The quick look shows the first 3 of 9 pages.')).toBeInTheDocument();
  });

  it('is a focusable scroll region that PageDown, PageUp, the arrows, Home and End move', () => {
    const region = renderViewer();
    expect(region).toHaveAttribute('tabindex', '0');
    region.focus();
    expect(region).toHaveFocus();

    fireEvent.keyDown(region, { key: 'PageDown' });
    expect(region.scrollTop).toBe(450);
    fireEvent.keyDown(region, { key: 'ArrowDown' });
    expect(region.scrollTop).toBe(450 + LINE_STEP);
    fireEvent.keyDown(region, { key: 'ArrowUp' });
    fireEvent.keyDown(region, { key: 'PageUp' });
    expect(region.scrollTop).toBe(0);

    fireEvent.keyDown(region, { key: 'End' });
    expect(region.scrollTop).toBe(2400);
    expect(screen.getByTestId('page-indicator')).toHaveTextContent('Page 3 of 9');
    fireEvent.keyDown(region, { key: 'Home' });
    expect(region.scrollTop).toBe(0);
    expect(screen.getByTestId('page-indicator')).toHaveTextContent('Page 1 of 9');
  });

  it('keeps the scroll keys for itself so the page around it does not move', () => {
    const region = renderViewer();
    const event = new KeyboardEvent('keydown', { key: 'PageDown', bubbles: true, cancelable: true });
    region.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    const other = new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true });
    region.dispatchEvent(other);
    expect(other.defaultPrevented).toBe(false);
  });

  it('goes to the next and previous page with the buttons, which stop at the ends', () => {
    const region = renderViewer(3);
    const previous = screen.getByRole('button', { name: 'Previous page' });
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(previous).toBeDisabled();

    fireEvent.click(next);
    expect(screen.getByTestId('page-indicator')).toHaveTextContent('Page 2 of 3');
    expect(region.scrollTop).toBe(1200);
    fireEvent.click(next);
    expect(screen.getByTestId('page-indicator')).toHaveTextContent('Page 3 of 3');
    expect(next).toBeDisabled();

    fireEvent.click(previous);
    expect(screen.getByTestId('page-indicator')).toHaveTextContent('Page 2 of 3');
    expect(region.scrollTop).toBe(1200);
  });

  it('follows scrolling with the page number', () => {
    const region = renderViewer(3);
    region.scrollTop = 1300;
    fireEvent.scroll(region);
    expect(screen.getByTestId('page-indicator')).toHaveTextContent('Page 2 of 3');
  });

  it('zooms in and out in steps and resets to 100%', () => {
    renderViewer();
    expect(screen.getByTestId('zoom-level')).toHaveTextContent('100%');
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByTestId('zoom-level')).toHaveTextContent('150%');
    fireEvent.click(screen.getByRole('button', { name: 'Zoom 150%, reset to 100%' }));
    expect(screen.getByTestId('zoom-level')).toHaveTextContent('100%');
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(screen.getByTestId('zoom-level')).toHaveTextContent('50%');
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
  });
});
