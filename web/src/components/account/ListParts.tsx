import type { ReactNode } from 'react';
import { Button, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FormAlert } from './FormAlert';

export const MY_NOTES_PAGE_SIZE = 10;

/** Title, count and an action over a dashboard list. */
export function ListHeader({ title, count, action }: { title: string; count?: string; action?: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" gap="4" wrap="wrap">
      <Stack gap="0">
        <Heading as="h2" fontSize="xl" fontWeight="800" letterSpacing="-0.01em">
          {title}
        </Heading>
        {count ? (
          <Text fontSize="sm" color="fg.subtle">
            {count}
          </Text>
        ) : null}
      </Stack>
      {action}
    </Flex>
  );
}

export function ListSkeleton() {
  return (
    <Stack gap="3" aria-label="Loading" role="status">
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} h="24" rounded="2xl" />
      ))}
    </Stack>
  );
}

/** A list that could not be loaded: the spec's words and a way to try again. */
export function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Stack gap="3" align="flex-start">
      <FormAlert status="error">{message}</FormAlert>
      <Button size="sm" variant="outline" rounded="full" onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  );
}

export function LoadMoreButton({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  return (
    <Flex justify="center" pt="2">
      <Button variant="outline" colorPalette="brand" bg="bg.panel" rounded="full" px="8" onClick={onClick} disabled={loading}>
        {loading ? 'Loading...' : 'Load more'}
      </Button>
    </Flex>
  );
}
