import type { ReactNode } from 'react';
import { Table } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { rowsAsCardsOnPhones, tableMinWidth } from './table-styles';

export interface AdminColumn {
  label: string;
  /** Figures and actions line up on the right. */
  alignEnd?: boolean;
  /** The row's buttons: kept in view when a wide table scrolls sideways. */
  actions?: boolean;
}

interface AdminTableProps {
  /** Below this width the table scrolls sideways (on phones its rows are cards). */
  minWidth: string;
  columns: readonly AdminColumn[];
  /** Rows highlight under the pointer. */
  interactive?: boolean;
  /** The rows (Table.Row). */
  children: ReactNode;
}

/** The admin area's tables: their header row, and one card per row on phones. */
export function AdminTable({ minWidth, columns, interactive = false, children }: AdminTableProps) {
  return (
    <Table.ScrollArea>
      <Table.Root recipe={tableSlotRecipe} size="sm" interactive={interactive} {...tableMinWidth(minWidth)} css={rowsAsCardsOnPhones}>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            {columns.map(({ label, alignEnd, actions }) => (
              <Table.ColumnHeader key={label} textAlign={alignEnd ? 'end' : undefined} data-actions={actions ? '' : undefined}>
                {label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
