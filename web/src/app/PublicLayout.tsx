import { Suspense } from 'react';
import { Box, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { Footer } from '../components/Footer/Footer';
import { Header } from '../components/Header/Header';
import { PageFallback } from '../components/PageFallback/PageFallback';

export function PublicLayout() {
  return (
    <Flex direction="column" minH="100dvh" bg="bg.canvas">
      <Header />
      <Box as="main" flex="1">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </Flex>
  );
}
