import type { ReactElement } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import AppToaster from '../components/Toaster/AppToaster';
import type { ApolloCache } from '@apollo/client';
import { InMemoryCache } from '@apollo/client/cache';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createCache } from '../app/apollo';
import { linkSession } from '../app/apollo-session';
import { loadSession, resetSession } from '../app/session';
import { serveFetchFrom } from './fetch-mocks';
import { system } from '../app/theme';
import { useCurrentUser } from '../hooks/useCurrentUser';

export type Mocks = readonly MockLink.MockedResponse[];

interface Options {
  mocks?: Mocks;
  route?: string;
}

/**
 * Renders with the real theme, a mocked api and an in-memory router, starting the session as
 * the app does; `location` shows where we ended up (`withSearch`: its query string too).
 */
function renderInApp(ui: ReactElement, cache: ApolloCache, { mocks = [], route = '/' }: Options, withSearch: boolean) {
  serveFetchFrom(mocks);
  // As the app does at start: `me` from the mocks, through the same fetch.
  resetSession();
  loadSession();
  linkSession(cache);
  return render(
    <MockedProvider mocks={mocks} cache={cache}>
      <ChakraProvider value={system}>
        <MemoryRouter initialEntries={[route]}>
          {ui}
          <LocationProbe withSearch={withSearch} />
        </MemoryRouter>
        <AppToaster />
      </ChakraProvider>
    </MockedProvider>,
  );
}

export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  return renderInApp(ui, new InMemoryCache(), options, false);
}

/**
 * With the app's real cache policies, so tests see what the app does with normalized notes and
 * comments. The returned cache can be inspected.
 */
export function renderWithCache(ui: ReactElement, options: Options = {}) {
  const cache = createCache();
  return { ...renderInApp(ui, cache, options, true), cache };
}

function LocationProbe({ withSearch }: { withSearch: boolean }) {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {location.pathname}
      {withSearch ? location.search : null}
    </output>
  );
}

/** Who the app thinks is signed in, for tests of sign-in, sign-out and account deletion. */
export function WhoAmI() {
  const { user } = useCurrentUser();
  return <output data-testid="me">{user?.username ?? 'nobody'}</output>;
}

/** `page` routed at `path`, beside a stand-in landing page at "/" (where sign-out and guards send the user) and WhoAmI. */
export function renderPageAt(path: string, page: ReactElement, options: Options) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path={path} element={page} />
        <Route path="/" element={<p>Landing page</p>} />
      </Routes>
      <WhoAmI />
    </>,
    options,
  );
}
