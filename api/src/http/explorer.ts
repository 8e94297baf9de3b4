import { readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler, Router } from 'express';

/** Where `npm run build -w api` (api/explorer/build.mjs) writes the bundle; the same from src/ and dist/. */
export const EXPLORER_DIR = path.resolve(__dirname, '..', '..', 'dist', 'explorer');

/** Public path of the bundle's files, under /graphql so that one prefix holds the whole API. */
const ASSETS = '/explorer';

interface Manifest {
  script: string;
  style: string;
}

function readManifest(dir: string): Manifest | null {
  try {
    const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Partial<Manifest>;
    return manifest.script && manifest.style ? { script: manifest.script, style: manifest.style } : null;
  } catch {
    return null;
  }
}

const page = ({ script, style }: Manifest): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>CampusNotes GraphQL explorer</title>
<link rel="stylesheet" href="/graphql${ASSETS}/${style}">
<script type="module" src="/graphql${ASSETS}/${script}"></script>
</head>
<body>
<noscript>The GraphQL explorer needs JavaScript. Developers: see /docs/api.md, or POST queries to this address.</noscript>
<div id="graphiql"></div>
</body>
</html>
`;

/**
 * A browser opening /graphql (GET, prefers HTML over JSON) gets GraphiQL; GraphQL clients' GET
 * queries ask for JSON and go on to Apollo. Files are served from the app's own origin, so the
 * app's CSP (scripts from 'self') needs no exception. Mounted at /graphql.
 */
export function graphqlExplorer(dir = EXPLORER_DIR): Router {
  const router = Router();
  // Hashed names: a file never changes, so browsers keep it for a year.
  router.use(ASSETS, express.static(dir, { immutable: true, maxAge: '365d', index: false }), (_req, res) => {
    res.status(404).type('text/plain').send('No such explorer file.');
  });
  const serve: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path !== '/' || req.accepts(['application/graphql-response+json', 'application/json', 'text/html']) !== 'text/html') return next();
    // Read per request: a rebuild (npm run build -w api) is picked up without a restart.
    const manifest = readManifest(dir);
    res.set('Cache-Control', 'no-cache').set('Vary', 'Accept');
    if (!manifest) {
      res.status(503).type('text/plain').send('The GraphQL explorer is not built: run `npm run build -w api`. GraphQL itself works: POST queries to /graphql.');
      return;
    }
    res.type('html').send(page(manifest));
  };
  router.get('/', serve);
  return router;
}
