import { BrowserRouter } from 'react-router';
import { createApolloClient } from './apollo';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';

const client = createApolloClient();

export function App() {
  return (
    <AppProviders client={client}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
