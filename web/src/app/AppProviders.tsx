import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ToasterRegion } from '../components/Toaster/ToasterRegion';
import { system } from './theme';

interface AppProvidersProps {
  client: ApolloClient;
  children: ReactNode;
}

export function AppProviders({ client, children }: AppProvidersProps) {
  return (
    <ApolloProvider client={client}>
      <ChakraProvider value={system}>
        {children}
        <ToasterRegion />
      </ChakraProvider>
    </ApolloProvider>
  );
}
