import { act } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { CarryServerPageFocus, trackServerPageFocus } from './server-page';

// The server's page (api/src/http/server-page.ts) sits in #root until the app's first commit
// replaces it; a link focused there must not leave the focus on <body>.

function serverPage(container: HTMLElement) {
  container.innerHTML = '<div data-server-page><main><p><a href="/browse">Back to Notes</a></p><a href="/notes/n-1">Note one</a></main></div>';
}

function AppPage() {
  return (
    <main>
      <a href="/">CampusNotes</a>
      <a href="/browse">Back to Notes</a>
    </main>
  );
}

describe('handing the server page over to the app', () => {
  let container: HTMLElement;
  beforeEach(() => {
    container = document.createElement('div');
    container.id = 'root';
    document.body.appendChild(container);
  });
  afterEach(() => container.remove());

  it("moves the focus from the server's link to the same link in the app's page", async () => {
    serverPage(container);
    trackServerPageFocus(container);
    container.querySelector<HTMLElement>('a[href="/browse"]')!.focus();
    const root = createRoot(container);
    await act(async () => {
      root.render(
        <>
          <AppPage />
          <CarryServerPageFocus />
        </>,
      );
    });
    expect(container.querySelector('[data-server-page]')).toBeNull();
    expect(document.activeElement).toBe(container.querySelector('main a[href="/browse"]'));
    await act(async () => root.unmount());
  });

  it('leaves the focus alone when nothing in the server page had it', async () => {
    serverPage(container);
    trackServerPageFocus(container);
    const root = createRoot(container);
    await act(async () => {
      root.render(
        <>
          <AppPage />
          <CarryServerPageFocus />
        </>,
      );
    });
    expect(document.activeElement).toBe(document.body);
    await act(async () => root.unmount());
  });
});
