// A local stand-in for Google's OAuth2/OpenID endpoints, for api/test/google.test.ts.
// oauth2-mock-server is ESM-only, so the test runs this file in a child process (`node
// oauth-mock-server.mjs`) instead of importing it into jest. It prints its base URL as the first
// line of stdout and exits when its stdin closes (the test, or jest, went away).
//
// Endpoints: the library's /authorize, /token, /userinfo, /jwks, plus a small control API the
// test drives across the process boundary:
//   PUT  /__control/userinfo     JSON body = what /userinfo answers next (sub, email, ...)
//   PUT  /__control/token-error  { error: "invalid_grant" | null }: make /token fail, or not
//   POST /__control/id-token     { claims, expiresIn? } -> { idToken } signed with the JWKS key
//   GET  /__control/last-token-request  the last /token form, secrets reduced to booleans
import http from 'node:http';
import { OAuth2Issuer, OAuth2Service } from 'oauth2-mock-server';

const issuer = new OAuth2Issuer();
await issuer.keys.generate('RS256');
const service = new OAuth2Service(issuer);

let userinfo = { sub: 'google-default', email: 'default@example.com', email_verified: true, name: 'Default User' };
let tokenError = null;
let lastTokenRequest = null;

service.on('beforeUserinfo', (response) => {
  response.body = { ...userinfo };
});

service.on('beforeTokenSigning', (token) => {
  // The ID token from the code exchange describes the same person as /userinfo.
  if (token.payload.aud) Object.assign(token.payload, { ...userinfo });
});

service.on('beforeResponse', (response, req) => {
  const body = req.body ?? {};
  lastTokenRequest = {
    grant_type: body.grant_type,
    client_id: body.client_id,
    redirect_uri: body.redirect_uri,
    has_client_secret: typeof body.client_secret === 'string' && body.client_secret.length > 0,
    has_code_verifier: typeof body.code_verifier === 'string' && body.code_verifier.length > 0,
  };
  if (tokenError) {
    response.statusCode = 400;
    response.body = { error: tokenError, error_description: 'The mock server was told to refuse this code.' };
  }
});

function readJson(req) {
  return new Promise((resolve, reject) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      try {
        resolve(raw ? JSON.parse(raw) : {});
      } catch (err) {
        reject(err);
      }
    });
    req.on('error', reject);
  });
}

function send(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(body === undefined ? '' : JSON.stringify(body));
}

async function control(req, res) {
  const route = `${req.method} ${new URL(req.url, 'http://x').pathname}`;
  switch (route) {
    case 'PUT /__control/userinfo':
      userinfo = await readJson(req);
      return send(res, 200, { ok: true });
    case 'PUT /__control/token-error':
      tokenError = (await readJson(req)).error ?? null;
      return send(res, 200, { ok: true });
    case 'POST /__control/id-token': {
      const { claims = {}, expiresIn = 3600 } = await readJson(req);
      const idToken = await issuer.buildToken({ expiresIn, scopesOrTransform: (_header, payload) => Object.assign(payload, claims) });
      return send(res, 200, { idToken });
    }
    case 'GET /__control/last-token-request':
      return send(res, 200, lastTokenRequest ?? {});
    default:
      return send(res, 404, { error: 'unknown control route' });
  }
}

const server = http.createServer((req, res) => {
  if (req.url?.startsWith('/__control/')) {
    control(req, res).catch((err) => send(res, 500, { error: String(err) }));
    return;
  }
  service.requestHandler(req, res);
});

server.listen(0, '127.0.0.1', () => {
  const { port } = server.address();
  issuer.url = `http://127.0.0.1:${port}`;
  process.stdout.write(`${issuer.url}\n`);
});

const stop = () => server.close(() => process.exit(0));
process.stdin.on('end', stop);
process.stdin.on('close', stop);
process.stdin.resume();
process.on('SIGTERM', stop);
