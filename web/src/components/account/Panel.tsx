import type { ReactNode } from 'react';
import { Box, type BoxProps } from '@chakra-ui/react';
import { cardSurface } from '../card-surface';

/** The white card of the dashboard and forms, as on the landing page. */
export function Panel({ children, ...props }: BoxProps & { children: ReactNode }) {
  return (
    <Box {...cardSurface} rounded="2xl" p={{ base: '5', md: '7' }} {...props}>
      {children}
    </Box>
  );
}
