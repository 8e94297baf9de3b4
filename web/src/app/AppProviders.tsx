import type { ReactNode } from 'react';
import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { ToasterRegion } from '../components/Toaster/ToasterRegion';

/**
 * App-wide providers. Apollo Client is not one of them: see ApolloIsland.tsx. The Chakra system
 * (app/theme.ts) is passed in: main.tsx makes it in a task of its own.
 */
export function AppProviders({ system, children }: { system: SystemContext; children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      {children}
      <ToasterRegion />
    </ChakraProvider>
  );
}
