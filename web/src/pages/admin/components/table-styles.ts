import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * Tables that turn into cards on phones: below the md breakpoint every row is a block, the
 * header row is hidden and each cell shows its column name (its `data-label`) before the value.
 * One markup for every width, so nothing is rendered twice.
 */
export const rowsAsCardsOnPhones: SystemStyleObject = {
  '& td, & th': { px: '3' },
  '& td:first-of-type, & th:first-of-type': { ps: '4' },
  '& td:last-of-type, & th:last-of-type': { pe: '4' },
  // The actions stay in view when a wide table scrolls sideways.
  '& [data-actions]': { position: 'sticky', insetEnd: '0', bg: 'bg.panel', boxShadow: 'inset 1px 0 0 var(--chakra-colors-border-muted)' },
  '& thead [data-actions]': { bg: 'bg.subtle' },
  '@media screen and (max-width: 47.99em)': {
    '& thead': { display: 'none' },
    '&, & tbody, & tr': { display: 'block', width: '100%' },
    '& tr': { px: '4', py: '3', borderBottomWidth: '1px', borderColor: 'border.muted' },
    '& tr:last-of-type': { borderBottomWidth: '0' },
    '& td, & td:first-of-type, & td:last-of-type': {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '4',
      ps: '0',
      pe: '0',
      py: '1',
      border: 'none',
      maxW: 'none',
      textAlign: 'end',
      minW: '0',
    },
    '& td[data-label]::before': {
      content: 'attr(data-label)',
      flexShrink: 0,
      color: 'fg.subtle',
      fontSize: 'xs',
      fontWeight: '600',
      textTransform: 'uppercase',
      letterSpacing: 'wider',
      textAlign: 'start',
    },
    '& td[data-primary]': { justifyContent: 'flex-start', textAlign: 'start', pb: '2' },
    '& td[data-actions]': { position: 'static', boxShadow: 'none', bg: 'transparent', justifyContent: 'flex-start', pt: '2', ms: '-2' },
  },
};

/** The width below which columns would squeeze: applies from md up, where rows are rows. */
export const tableMinWidth = (width: string) => ({ minW: { base: '0', md: width } });
