import { screen, within } from '@testing-library/react';
import { landingPageBody } from '../../../api/src/http/landing-page';
import { meMock } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { Hero } from '../pages/Landing/sections/Hero';

// The landing page's first screen as the server draws it (api/src/http/landing-page.ts) must
// say what the app's hero says: the app replaces it in place, and a visitor may read or follow
// it before the app runs.

/** What a reader gets from a hero: its heading, paragraphs, links (name and target) and list items. */
function heroContent(section: HTMLElement) {
  const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();
  return {
    heading: text(within(section).getByRole('heading', { level: 1 })),
    // The decorative note sketch beside the hero (aria-hidden) is the app's alone.
    paragraphs: [...section.querySelectorAll('p')].filter((p) => !p.closest('li, [aria-hidden="true"]')).map(text),
    links: within(section)
      .getAllByRole('link')
      .map((link) => [text(link), link.getAttribute('href')]),
    list: within(section).getAllByRole('listitem').map(text),
  };
}

describe("the server's landing page", () => {
  it("shows the app's hero word for word, with the same links for a visitor", async () => {
    const server = document.createElement('div');
    server.innerHTML = landingPageBody();
    document.body.appendChild(server);
    const serverHero = within(server).getByRole('region', { name: 'Share & Discover Academic Notes Easily!' });

    renderWithProviders(<Hero />, { mocks: [meMock(null)] });
    const appHero = screen.getAllByRole('region', { name: 'Share & Discover Academic Notes Easily!' }).find((section) => !server.contains(section))!;

    expect(heroContent(serverHero)).toEqual(heroContent(appHero));
    expect(heroContent(serverHero).links).toEqual([
      ['Upload Notes', '/sign-in?next=%2Fuploading-notes'],
      ['Browse Notes', '/browse'],
    ]);
    server.remove();
  });

  it('holds links only, and the marker that tells the app a page is on screen', () => {
    const html = landingPageBody();
    expect(html).toContain('data-server-page');
    expect(html).not.toMatch(/<(button|input|select|textarea|form)\b/);
    expect(html).not.toMatch(/\son[a-z]+=/);
  });
});
