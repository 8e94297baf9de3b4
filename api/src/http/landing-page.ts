import { ACCEPTED_EXTENSIONS } from '../domain/constants';
import { CHECK_CIRCLE, serverPage, svg } from './server-page';

/*
 * The landing page's first screen (web/src/pages/Landing/sections/Hero.tsx) drawn by the server,
 * so that a phone paints the hero's heading and paragraph (the page's largest paint) from the
 * HTML and the stylesheet, without waiting for the app's scripts. Same texts, boxes and tokens
 * as the app's hero (web/src/app/server-page.css; web/src/app/landing-server-page.test.tsx
 * renders both and compares them); the app's page replaces it once rendered.
 */

// Lucide's glyphs, as the hero draws them (lucide-react).
const SPARKLES = svg(
  '<path d="M11.017 2.814a1 1 0 0 1 1.966 0l1.051 5.558a2 2 0 0 0 1.594 1.594l5.558 1.051a1 1 0 0 1 0 1.966l-5.558 1.051a2 2 0 0 0-1.594 1.594l-1.051 5.558a1 1 0 0 1-1.966 0l-1.051-5.558a2 2 0 0 0-1.594-1.594l-5.558-1.051a1 1 0 0 1 0-1.966l5.558-1.051a2 2 0 0 0 1.594-1.594z"/><path d="M20 2v4"/><path d="M22 4h-4"/><circle cx="4" cy="20" r="2"/>',
);
const UPLOAD = svg('<path d="M12 3v12"/><path d="m17 8-5-5-5 5"/><path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4"/>');
const SEARCH = svg('<path d="m21 21-4.34-4.34"/><circle cx="11" cy="11" r="8"/>');

/** "PDF, DOC, DOCX, PPTX & TXT", as web/src/app/site.ts's fileTypesLabel('&') writes it. */
const fileTypes = () => {
  const names = ACCEPTED_EXTENSIONS.map((extension) => extension.slice(1).toUpperCase());
  return `${names.slice(0, -1).join(', ')} &amp; ${names[names.length - 1]}`;
};

/**
 * The hero. "Upload Notes" leads to sign-in, as the app's hero does for a visitor; a signed-in
 * student gets the form's address once the app has replaced this page.
 */
export function landingPageBody(): string {
  const trust = ['Admin-approved uploads', 'Free downloads', fileTypes()];
  return serverPage(
    [
      '<section class="srv-landing" aria-labelledby="hero-heading">',
      '<div class="srv-landing__blobs" aria-hidden="true"><span></span><span></span></div>',
      '<div class="srv-container srv-landing__inner"><div class="srv-landing__row"><div class="srv-landing__text">',
      `<p class="srv-landing__pill">${SPARKLES}<span>Free, verified, student-driven</span></p>`,
      '<h1 id="hero-heading">Share &amp; Discover <span class="srv-landing__accent">Academic Notes</span> Easily!</h1>',
      '<p class="srv-landing__lead">Upload your lecture notes, find quality material from students across colleges and courses, and study smarter together. Every upload is reviewed before it goes live.</p>',
      '<div class="srv-landing__actions">',
      `<a class="srv-cta srv-cta--solid" href="/sign-in?next=%2Fuploading-notes">${UPLOAD} Upload Notes</a>`,
      `<a class="srv-cta srv-cta--outline" href="/browse">${SEARCH} Browse Notes</a>`,
      '</div>',
      `<ul class="srv-landing__trust">${trust.map((point) => `<li>${CHECK_CIRCLE}<span>${point}</span></li>`).join('')}</ul>`,
      '</div>',
      // Where the app puts its decorative note sketch (from md up).
      '<div class="srv-landing__preview" aria-hidden="true"></div>',
      '</div></div></section>',
    ].join(''),
  );
}

/** The app shell with the landing page's first screen inside #root. */
export function withLandingPage(html: string): string {
  return html.replace('<div id="root"></div>', () => `<div id="root">${landingPageBody()}</div>`);
}
