import { BrowserRouter } from 'react-router';
import { preloadCommunityStats } from '../hooks/useCommunityStats';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';
import { loadSession } from './session';

// The first screen's data starts loading with the code, not after it has rendered.
loadSession();
if (/^\/(about\/?)?$/.test(window.location.pathname)) preloadCommunityStats();

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
