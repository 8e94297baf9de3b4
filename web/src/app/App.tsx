import type { SystemContext } from '@chakra-ui/react';
import { BrowserRouter } from 'react-router';
import { preloadCommunityStats } from '../hooks/useCommunityStats';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';
import { loadSession } from './session';

// The first screen's data starts loading with the code, not after it has rendered.
loadSession();
if (/^\/(about\/?)?$/.test(window.location.pathname)) preloadCommunityStats();
// Browse and a note start their queries as soon as Apollo's chunk is here (the api preloads it
// with the page), not after the page has loaded and rendered.
if (/^\/(browse\/?|notes\/[^/]+\/?)$/.test(window.location.pathname)) {
  void import('./ApolloIsland').then((island) => island.startApollo());
}

export function App({ system }: { system: SystemContext }) {
  return (
    <AppProviders system={system}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
