import { createHash } from 'node:crypto';
import type { Response } from 'express';
import { scriptJson } from './html';

/*
 * On a page the server has drawn already (a note, browse), the app's scripts are requested once
 * that page and its first image have painted, instead of alongside the HTML. On a phone's slow
 * connection the stylesheet, fonts and that image then have the bandwidth to themselves, so the
 * page shows sooner; the app (some 250 KB of scripts) follows at once, and until it runs the
 * page's links work as plain links. Lighthouse's simulated load counts every request that had
 * finished by the largest paint as needed for it, so with the scripts requested alongside the
 * HTML the note page's largest paint was estimated after all of them (3.97 s) although the
 * server's HTML had painted it.
 *
 * The script also applies the visitor's light or dark choice before that first paint, as
 * web/src/app/color-mode.ts decides it (its storage key, else the system's preference), so the
 * server's page is drawn in the colours the app will use.
 */
const BOOT_SCRIPT = [
  '(function(){',
  'var d=document,h=d.documentElement,m=null;',
  'try{m=localStorage.getItem("campusnotes-color-mode")}catch(e){}',
  'if(m!=="light"&&m!=="dark")m=window.matchMedia&&matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";',
  'h.classList.add(m);h.style.colorScheme=m;',
  'var app=JSON.parse(d.getElementById("app-scripts").textContent),started=false;',
  'function start(){if(started)return;started=true;',
  'var s=d.createElement("script");s.type="module";s.crossOrigin="";s.src=app.entry;d.head.appendChild(s);',
  // One preload per task: each one starts a fetch, and some forty in one task made a long task
  // (130-190 ms at a phone's speed) just when the page had painted; six per task still made
  // tasks of 60-160 ms on the note page (measured with scripts/bench/main-thread.mjs).
  'var i=0;if(app.preload.length)(function next(){var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=app.preload[i++];d.head.appendChild(l);if(i<app.preload.length)setTimeout(next,0)})()}',
  'var img=d.querySelector("#root img[fetchpriority=high]");',
  // Where the browser reports largest paints, the first one of the page's image (or, without
  // an image, the first one at all) once it is on screen.
  'try{new PerformanceObserver(function(list){list.getEntries().forEach(function(e){if(!img||e.element===img)setTimeout(start,0)})}).observe({type:"largest-contentful-paint",buffered:true})}catch(e){}',
  // Elsewhere, or when the text is larger than the image: the image decoded, then two frames.
  'function afterPaint(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start,100)})})}',
  'if(img&&img.decode)img.decode().then(afterPaint,afterPaint);else afterPaint();',
  // A slow image, or a tab in the background (no frames), delays the app by two seconds at most.
  'setTimeout(start,2000)})();',
].join('');

const BOOT_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

const ENTRY_SCRIPT = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;

/**
 * The page with its entry script and module preloads moved from the head into a list that the
 * boot script requests after the first paint. A shell without an entry script is left as it is.
 */
export function withAppAfterPaint(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const preload = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  const boot = `<script type="application/json" id="app-scripts">${scriptJson({ entry, preload })}</script><script>${BOOT_SCRIPT}</script>`;
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</body>', () => `${boot}</body>`);
}

/** Lets the response's Content-Security-Policy run the boot script (by its hash) and nothing else inline. */
export function allowBootScript(res: Response): void {
  const csp = res.getHeader('Content-Security-Policy');
  if (typeof csp !== 'string') return;
  const withHash = /(^|;)\s*script-src\s/.test(csp)
    ? csp.replace(/((?:^|;)\s*script-src[^;]*)/, (directive) => `${directive} ${BOOT_SOURCE}`)
    : `${csp};script-src ${/(?:^|;)\s*default-src([^;]*)/.exec(csp)?.[1]?.trim() ?? "'self'"} ${BOOT_SOURCE}`;
  res.setHeader('Content-Security-Policy', withHash);
}
