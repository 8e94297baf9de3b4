import type { ReactNode } from 'react';
import { Flex, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { rowsAsCardsOnPhones, tableMinWidth } from './table-styles';
import { formatCount } from '../format';

export interface AdminColumn {
  label: string;
  /** Figures and actions line up on the right. */
  alignEnd?: boolean;
  /** The row's buttons: kept in view when a wide table scrolls sideways. */
  actions?: boolean;
}

/** The last column of a table whose rows have buttons (its cells are RowActionsCell). */
export const ACTIONS_COLUMN: AdminColumn = { label: 'Actions', alignEnd: true, actions: true };

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

/** A row's name: bold, two lines at most, the whole text on hover; the card's heading on phones. */
export function TitleCell({ text, ...cellProps }: Table.CellProps & { text: string }) {
  return (
    <Table.Cell data-primary="" {...cellProps}>
      <TitleText text={text} />
    </Table.Cell>
  );
}

export function TitleText({ text }: { text: string }) {
  return (
    <Text fontWeight="600" color="fg" lineClamp={2} title={text}>
      {text}
    </Text>
  );
}

/** A secondary text column, cut to one line with the whole text on hover. */
export function TextCell({ label, value, ...cellProps }: Table.CellProps & { label: string; value: string }) {
  return (
    <Table.Cell color="fg.muted" data-label={label} {...cellProps}>
      <Text truncate title={value}>
        {value}
      </Text>
    </Table.Cell>
  );
}

/** A figure column, right-aligned in tabular digits. */
export function CountCell({ label, value, ...cellProps }: Table.CellProps & { label: string; value: number }) {
  return (
    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" data-label={label} {...cellProps}>
      {formatCount(value)}
    </Table.Cell>
  );
}

/** The row's buttons, right-aligned in the column the header marks as actions. */
export function RowActionsCell({ children }: { children: ReactNode }) {
  return (
    <Table.Cell data-actions="">
      <Flex justify="flex-end" gap="1.5">
        {children}
      </Flex>
    </Table.Cell>
  );
}
