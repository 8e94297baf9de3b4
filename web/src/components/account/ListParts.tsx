import type { ReactNode } from 'react';
import { Button, Flex, Heading, Skeleton, Stack, Text, type ButtonProps } from '@chakra-ui/react';
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

/** The quiet red button that takes a row out of a list (Remove, Delete, Unfollow). */
export function RowRemoveButton(props: ButtonProps) {
  return <Button size="sm" variant="ghost" colorPalette="red" rounded="full" {...props} />;
}

interface PagedListProps {
  /** The connection, once its first page is in. */
  connection: { edges: readonly unknown[]; pageInfo: { hasNextPage: boolean } } | undefined;
  loading: boolean;
  error: unknown;
  /** What to say when the first page could not be loaded. */
  errorMessage: string;
  onRetry: () => void;
  /** Shown when the list has no rows. */
  empty: ReactNode;
  /** The list's accessible name. */
  label: string;
  more: { loading: boolean; loadMore: () => Promise<unknown> };
  /** The rows (li elements). */
  children: ReactNode;
}

/** A dashboard list over a connection in its states: first load, could not load, empty, or the rows and Load more. */
export function PagedList({ connection, loading, error, errorMessage, onRetry, empty, label, more, children }: PagedListProps) {
  if (loading && !connection) return <ListSkeleton />;
  if (error && !connection) return <ListError message={errorMessage} onRetry={onRetry} />;
  if (!connection?.edges.length) return empty;
  return (
    <>
      <Stack as="ul" gap="3" listStyleType="none" aria-label={label}>
        {children}
      </Stack>
      {connection.pageInfo.hasNextPage ? <LoadMoreButton loading={more.loading} onClick={() => void more.loadMore()} /> : null}
    </>
  );
}
