import type { ReactNode } from 'react';
import { Box, type BoxProps } from '@chakra-ui/react';

/** The white card of the dashboard and forms, as on the landing page. */
export function Panel({ children, ...props }: BoxProps & { children: ReactNode }) {
  return (
    <Box bg="bg.panel" borderWidth="1px" borderColor="border" rounded="2xl" shadow="card" p={{ base: '5', md: '7' }} {...props}>
      {children}
    </Box>
  );
}
