import { Suspense } from 'react';
import { Box, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { Footer } from '../components/Footer/Footer';
import { Header } from '../components/Header/Header';
import { RouteFallback } from '../components/PageFallback/RouteFallback';
import { SkipLink } from '../components/SkipLink/SkipLink';
import { MAIN_ID } from './focus-main';

export function PublicLayout() {
  return (
    // main fills at least the screen, so the footer starts below the fold while a page loads and
    // never shows mid-screen, then jumps when the content arrives (layout shift).
    <Flex direction="column" minH="100dvh" bg="bg.canvas">
      <SkipLink />
      <Header />
      <Box as="main" id={MAIN_ID} tabIndex={-1} flex="1" minH="100dvh" outline="none">
        <Suspense fallback={<RouteFallback />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </Flex>
  );
}
