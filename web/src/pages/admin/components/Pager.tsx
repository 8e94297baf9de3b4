import { Button, HStack, Text } from '@chakra-ui/react';
import type { CursorPages } from '../hooks/useCursorPages';
import { formatCount } from '../format';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { PanelBar } from './AdminPage';

/** The parts of any connection the pager reads. */
interface PagedConnection {
  edges: readonly unknown[];
  totalCount: number;
  pageInfo: { endCursor?: string | null; hasNextPage: boolean };
}

interface PagerProps {
  pages: CursorPages;
  pageSize: number;
  /** The page on screen. */
  connection: PagedConnection;
  /** "users", "notes". */
  noun: string;
  disabled?: boolean;
}

/** "Showing 21–40 of 57 notes" with Previous and Next (server-side pages). */
export function Pager({ pages, pageSize, connection, noun, disabled = false }: PagerProps) {
  const { totalCount, pageInfo } = connection;
  const shown = connection.edges.length;
  if (totalCount === 0) return null;
  const from = pages.pageIndex * pageSize + 1;
  const to = pages.pageIndex * pageSize + shown;
  const pageCount = Math.max(1, Math.ceil(totalCount / pageSize));
  return (
    <PanelBar py="3" borderTopWidth="1px">
      <Text fontSize="sm" color="fg.muted" data-testid="pager-summary">
        Showing {formatCount(from)}–{formatCount(Math.max(from, to))} of {formatCount(totalCount)} {noun}
      </Text>
      {pageCount > 1 ? (
        <HStack gap="2">
          <Text fontSize="sm" color="fg.subtle" display={{ base: 'none', sm: 'block' }}>
            Page {pages.pageIndex + 1} of {pageCount}
          </Text>
          <Button size="sm" variant="outline" rounded="full" onClick={pages.previous} disabled={disabled || pages.pageIndex === 0}>
            <ChevronLeftIcon /> Previous
          </Button>
          <Button
            size="sm"
            variant="outline"
            rounded="full"
            onClick={() => pages.next(pageInfo.endCursor ?? null)}
            disabled={disabled || !pageInfo.hasNextPage}
          >
            Next <ChevronRightIcon />
          </Button>
        </HStack>
      ) : null}
    </PanelBar>
  );
}
