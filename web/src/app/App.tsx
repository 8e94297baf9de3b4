import { BrowserRouter } from 'react-router';
import { createApolloClient } from './apollo';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';
import { preloadRouteData } from './route-data';

const client = createApolloClient();
preloadRouteData(client, window.location);

export function App() {
  return (
    <AppProviders client={client}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
