import type { ReactNode } from 'react';
import { Button, type ButtonProps, HStack, SimpleGrid, type SimpleGridProps, type StackProps, Text, type TextProps } from '@chakra-ui/react';
import { pluralize } from '../../app/format';
import { NOTE_GRID_COLUMNS } from './NoteCardSkeleton';

/** How a group's buttons look: their size, palette, and the variant of the pressed one and of the rest. */
export interface ChoiceLook {
  size: 'xs' | 'sm';
  colorPalette: 'brand' | 'teal';
  pressed: ButtonProps['variant'];
  unpressed: ButtonProps['variant'];
}

interface ChoiceGroupProps<Value> extends Omit<StackProps, 'children'> {
  /** The group's accessible name ("Sort notes", "Semester"). */
  label: string;
  /** What stands before the buttons: a caption or a count. */
  lead: ReactNode;
  choices: readonly { value: Value; text: ReactNode; ariaLabel?: string }[];
  current: Value;
  onChoose: (value: Value) => void;
  look: ChoiceLook;
}

/** A row of pill buttons of which one, the current choice, is pressed (a sort order, a semester). */
export function ChoiceGroup<Value extends string | number | null>({ label, lead, choices, current, onChoose, look, ...rowProps }: ChoiceGroupProps<Value>) {
  return (
    <HStack gap="2" wrap="wrap" role="group" aria-label={label} {...rowProps}>
      {lead}
      {choices.map((choice) => (
        <Button
          key={String(choice.value)}
          size={look.size}
          rounded="full"
          variant={current === choice.value ? look.pressed : look.unpressed}
          colorPalette={look.colorPalette}
          aria-pressed={current === choice.value}
          aria-label={choice.ariaLabel}
          onClick={() => onChoose(choice.value)}
        >
          {choice.text}
        </Button>
      ))}
    </HStack>
  );
}

/** "12 notes": a list's total, announced when it changes. */
export function NoteCountStatus({ count, ...textProps }: { count: number } & TextProps) {
  return (
    <Text fontSize="sm" fontWeight="600" color="fg.muted" role="status" data-testid="result-count" {...textProps}>
      {pluralize(count, 'note')}
    </Text>
  );
}

/** The note cards' grid, dimmed while a new order or filter loads over the previous results. */
export function NoteGrid({ refreshing, ...gridProps }: { refreshing: boolean } & SimpleGridProps) {
  return <SimpleGrid columns={NOTE_GRID_COLUMNS} gap={{ base: '4', md: '6' }} opacity={refreshing ? 0.55 : 1} data-testid="note-grid" {...gridProps} />;
}

/** Load more under a list of note cards. */
export function LoadMoreButton(props: Omit<ButtonProps, 'children'>) {
  return (
    <Button variant="outline" colorPalette="brand" rounded="full" px="8" loadingText="Loading..." {...props}>
      Load more
    </Button>
  );
}
