import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Request, Response } from 'express';
import type { DocumentNode } from 'graphql';
import { scriptJson } from './html';

/*
 * Public pages are rendered by the web app's own React components on the server
 * (web/src/entry-server.tsx, built by `vite build --ssr` into <webDist>/.ssr/) and hydrated by
 * the same components in the browser (web/src/main.tsx). This module loads that bundle, runs it
 * for a request, and writes its result into the built index.html: the page's head tags and
 * styles, its markup in #root, and the state it was rendered from (Apollo's cache, the session)
 * for the browser to start from.
 */

/** One GraphQL operation, run in this process as the request's viewer. */
export type ExecuteGraphQL = (request: {
  query: DocumentNode | string;
  variables?: Record<string, unknown>;
  operationName?: string;
}) => Promise<{ data?: unknown; errors?: readonly unknown[] }>;

/** What web/src/entry-server.tsx exports (kept in step by hand: the api does not import the web's types). */
interface ServerEntry {
  render(request: {
    url: string;
    signedIn: boolean;
    colorMode: 'light' | 'dark' | null;
    publicUrl: string;
    execute: ExecuteGraphQL;
    onError?: (error: unknown) => void;
  }): Promise<{ status: number; head: string; html: string; state: unknown }>;
}

/** The visitor's light or dark choice (web/src/app/color-mode.ts writes it). */
const COLOR_MODE_COOKIE = 'campusnotes-color-mode';

/**
 * Before the first paint, for a visitor whose choice the server does not know (no cookie): their
 * stored choice, else the system's, as web/src/app/color-mode.ts decides it. Allowed by its hash
 * (not a nonce: the same page is then the same bytes, so revalidation can answer 304).
 */
const COLOR_MODE_SCRIPT =
  '(function(){var h=document.documentElement,m=null;try{m=localStorage.getItem("campusnotes-color-mode")}catch(e){}' +
  'if(m!=="light"&&m!=="dark")m=window.matchMedia&&matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";' +
  'h.classList.add(m);h.style.colorScheme=m})()';

/**
 * Before the app has hydrated a button of a server-rendered page, a tap on it does nothing yet
 * (and one React replays itself can reach a control whose state machine has not started). The
 * tap is held: the element itself (hydration keeps the server's DOM), clicked again once React
 * owns it (its props are on it) and its effects have had 100 ms to run; meanwhile the pointer
 * says the page is busy. Taps on buttons React already owns pass straight through. A held tap
 * is given up 10 s after the app started hydrating (its root is on #root) if its button never
 * became live: the time the code takes to arrive (a slow link, a busy phone) does not count.
 */
const EARLY_CLICK_SCRIPT =
  '(function(){var q=[],t=0,d=document.documentElement;' +
  'function own(e){return Object.keys(e).some(function(k){return k.indexOf("__reactProps$")===0})}' +
  'function live(){var r=document.getElementById("root");return !!r&&Object.keys(r).some(function(k){return k.indexOf("__reactContainer$")===0})}' +
  'function tick(){var now=Date.now(),l=live();q=q.filter(function(x){if(!l)x.at=now;if(!x.b.isConnected||now-x.at>10000)return false;' +
  'if(!own(x.b))return true;if(!x.seen){x.seen=now;return true}if(now-x.seen<100)return true;x.b.click();return false});' +
  'if(!q.length){clearInterval(t);t=0;d.classList.remove("early-click")}}' +
  'document.addEventListener("click",function(e){var b=e.target&&e.target.closest&&e.target.closest("button,[role=button]");' +
  'if(!b||b.disabled||own(b))return;e.preventDefault();e.stopImmediatePropagation();' +
  'if(!q.some(function(x){return x.b===b}))q.push({b:b,at:Date.now(),seen:0});d.classList.add("early-click");if(!t)t=setInterval(tick,50)},true)})()';

/** The element a rendered page keeps its code's tags in until it has been painted (see deferCode). */
const APP_CODE_ID = 'app-code';

/**
 * Loads a rendered page's code once the browser reports the page's first contentful paint: the
 * entry script and the preloads, read from the inert copies in <template id="app-code">, at low
 * priority, eight tags a task (starting some forty requests at once is itself a long task on a
 * phone). At the latest after 1 s, and at once in a background tab (nothing paints there).
 */
const APP_CODE_SCRIPT =
  '(function(){var started=false;function go(){if(started)return;started=true;var t=document.getElementById("' +
  APP_CODE_ID +
  '");if(!t)return;var tags=Array.prototype.slice.call(t.content.children);(function add(){' +
  'tags.splice(0,8).forEach(function(c){var e;' +
  'if(c.localName==="script"){e=document.createElement("script");e.type="module";e.src=c.getAttribute("src")}' +
  'else{e=document.createElement("link");e.rel="modulepreload";e.href=c.getAttribute("href")}' +
  'e.crossOrigin="anonymous";e.setAttribute("fetchpriority","low");document.head.appendChild(e)});if(tags.length)setTimeout(add,0)})()}' +
  'if(document.visibilityState==="hidden")return go();setTimeout(go,1000);' +
  'try{var o=new PerformanceObserver(function(list){if(list.getEntries().some(function(e){return e.name==="first-contentful-paint"}))' +
  '{o.disconnect();setTimeout(go,0)}});o.observe({type:"paint",buffered:true})}catch(e){go()}})()';

const hashSource = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
const INLINE_SCRIPT_SOURCES = [COLOR_MODE_SCRIPT, EARLY_CLICK_SCRIPT, APP_CODE_SCRIPT].map(hashSource).join(' ');

/** The id web/src/app/rendered-page.tsx reads the state from. */
const RENDERED_STATE_ID = 'rendered-state';

export function colorModeOf(req: Request): 'light' | 'dark' | null {
  const mode: unknown = req.cookies?.[COLOR_MODE_COOKIE];
  return mode === 'light' || mode === 'dark' ? mode : null;
}

/**
 * Lets this response's Content-Security-Policy run the colour-mode and early-click scripts, by
 * their hashes, and no other inline script. (The rendered state is JSON, which a browser never runs.)
 */
export function allowInlineScripts(res: Response): void {
  const csp = res.getHeader('Content-Security-Policy');
  if (typeof csp === 'string') {
    const source = INLINE_SCRIPT_SOURCES;
    res.setHeader(
      'Content-Security-Policy',
      /(^|;)\s*script-src\s/.test(csp)
        ? csp.replace(/((?:^|;)\s*script-src[^;]*)/, (directive) => `${directive} ${source}`)
        : `${csp};script-src ${/(?:^|;)\s*default-src([^;]*)/.exec(csp)?.[1]?.trim() ?? "'self'"} ${source}`,
    );
  }
}

/**
 * The shell with the visitor's colour mode: on <html> when the cookie says it (so the server's
 * markup and the browser's agree from the first paint), else decided by a script in the head.
 */
export function withColorMode(shell: string, mode: 'light' | 'dark' | null): string {
  if (mode) return shell.replace(/<html([^>]*)>/, (_m, attrs: string) => `<html${attrs} class="${mode}" style="color-scheme: ${mode}">`);
  // Right after the charset: before any stylesheet, which an inline script would wait for.
  return shell.replace(/<meta charset[^>]*>/i, (charset) => `${charset}<script>${COLOR_MODE_SCRIPT}</script>`);
}

const CODE_TAG = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

/**
 * A rendered page is readable before its code runs, so its code waits for the first paint: the
 * entry script and the preloads move from the head into an inert <template> at the end of the
 * body, which APP_CODE_SCRIPT turns into live tags, at low priority, once the page has been
 * painted. On a phone the first paint then needs only the HTML, the stylesheet and the fonts
 * instead of sharing the link with some 300 KB of JavaScript, and hydration starts one frame later.
 * (The kept copy's entry script stays readable for the service worker's version check,
 * web/sw/pages.ts.) The shell alone, with no page rendered into it, keeps its tags: there the code draws the page.
 */
function deferCode(html: string): string {
  const headEnd = html.indexOf('</head>');
  const tags = html.slice(0, headEnd).match(CODE_TAG) ?? [];
  if (headEnd < 0 || tags.length === 0) return html;
  // Preloads first: they are requested before the entry asks for them.
  const ordered = [...tags.filter((tag) => tag.startsWith('<link')), ...tags.filter((tag) => tag.startsWith('<script'))];
  const code = `<template id="${APP_CODE_ID}">${ordered.join('')}</template><script>${APP_CODE_SCRIPT}</script>`;
  return html.slice(0, headEnd).replace(CODE_TAG, '') + html.slice(headEnd).replace('</body>', () => `${code}</body>`);
}

/** The shell with a rendered page: its head tags (replacing the shell's title and description when it has its own), markup and state. */
export function withRenderedPage(shell: string, page: { head: string; html: string; state: unknown }): string {
  let html = shell;
  if (/<title>/.test(page.head)) html = html.replace(/<title>[^<]*<\/title>/, '');
  if (/<meta name="description"/.test(page.head)) html = html.replace(/<meta name="description"[^>]*>/, '');
  const state = `<script type="application/json" id="${RENDERED_STATE_ID}">${scriptJson(page.state)}</script>`;
  return deferCode(html)
    .replace(/<meta charset[^>]*>/i, (charset) => `${charset}<script>${EARLY_CLICK_SCRIPT}</script>`)
    .replace('</head>', () => `${page.head}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${state}`);
}

/** The server bundle of the web app, loaded on first use; undefined when the web app was built without it. */
export function serverEntryLoader(webDist: string): () => ServerEntry | undefined {
  const file = path.join(webDist, '.ssr', 'entry-server.js');
  let entry: ServerEntry | undefined;
  return () => {
    if (!entry && fs.existsSync(file)) {
      // An ES module: Node 20.19+ loads it with require() (no top-level await in it).
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded lazily, after the web build wrote it
      entry = require(file) as ServerEntry;
    }
    return entry;
  };
}
