import type { ReactNode } from 'react';
import type { SystemContext } from '@chakra-ui/react';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';
import { OfflineStatusBar } from '../offline/OfflineStatusBar';

/**
 * The whole app inside a router: the browser's (main.tsx) or the server's, which renders one
 * address (entry-server.tsx). Both render this same tree, so the browser hydrates what the server sent.
 */
export function App({ system, router: Router }: { system: SystemContext; router: (props: { children: ReactNode }) => ReactNode }) {
  return (
    <AppProviders system={system}>
      <Router>
        <AppRoutes />
      </Router>
      <OfflineStatusBar />
    </AppProviders>
  );
}
