// The /graphql explorer's browser entry: GraphiQL from npm, bundled by api/explorer/build.mjs
// and served from the app's own origin, so the strict CSP (scripts from 'self') holds.
import { GraphiQL, type GraphiQLProps } from 'graphiql';
import 'graphiql/graphiql.css';
import './page.css';
import { createRoot } from 'react-dom/client';
import { EXAMPLE_TABS } from './examples';

// Same-origin fetch sends the session cookie: signed-in users are signed in here too. A token
// pasted in the headers editor (Authorization: Bearer ...) takes precedence on the server.
// POST with a JSON body is what Apollo's CSRF prevention accepts without extra headers.
const fetcher: GraphiQLProps['fetcher'] = async (params, options) => {
  const res = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', ...options?.headers },
    body: JSON.stringify(params),
  });
  return res.json();
};

const root = document.getElementById('graphiql');
if (root) {
  createRoot(root).render(
    <GraphiQL
      fetcher={fetcher}
      defaultTabs={EXAMPLE_TABS}
      defaultEditorToolsVisibility="headers"
      // Tokens typed into the headers editor stay in this tab only, never in localStorage.
      shouldPersistHeaders={false}
    />,
  );
}
