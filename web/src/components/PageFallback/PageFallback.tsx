import { Center, Spinner } from '@chakra-ui/react';

/** Shown while a lazily loaded page arrives; tall enough that the footer does not jump. */
export function PageFallback() {
  return (
    <Center minH="60vh" role="status" aria-label="Loading page">
      <Spinner size="lg" color="brand.fg" borderWidth="3px" />
    </Center>
  );
}
