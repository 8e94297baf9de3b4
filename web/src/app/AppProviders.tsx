import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { ToasterRegion } from '../components/Toaster/ToasterRegion';
import { system } from './theme';

/** App-wide providers. Apollo Client is not one of them: see ApolloIsland.tsx. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      {children}
      <ToasterRegion />
    </ChakraProvider>
  );
}
