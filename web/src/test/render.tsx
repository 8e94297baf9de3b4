import type { ReactElement } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import AppToaster from '../components/Toaster/AppToaster';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { InMemoryCache } from '@apollo/client/cache';
import { linkSession } from '../app/apollo-session';
import { loadSession, resetSession } from '../app/session';
import { serveFetchFrom } from './fetch-mocks';
import { system } from '../app/theme';

interface Options {
  mocks?: readonly MockLink.MockedResponse[];
  route?: string;
}

/** Renders with the real theme, a mocked api and an in-memory router; `location` shows where we ended up. */
export function renderWithProviders(ui: ReactElement, { mocks = [], route = '/' }: Options = {}) {
  serveFetchFrom(mocks);
  // As the app does at start: `me` from the mocks, through the same fetch.
  resetSession();
  loadSession();
  const cache = new InMemoryCache();
  linkSession(cache);
  return render(
    <MockedProvider mocks={mocks} cache={cache}>
      <ChakraProvider value={system}>
        <MemoryRouter initialEntries={[route]}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
        <AppToaster />
      </ChakraProvider>
    </MockedProvider>,
  );
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location" hidden>{location.pathname}</output>;
}
