import type { ComponentType } from 'react';
import { Button, type ButtonProps, type IconProps } from '@chakra-ui/react';

interface ActionButtonProps extends Omit<ButtonProps, 'children'> {
  /** The visible text, e.g. "Approve"; the accessible name starts with it (WCAG 2.5.3). */
  label: string;
  /** A fuller name for screen readers when the row gives no context, e.g. "Edit priya_s". */
  'aria-label'?: string;
  icon: ComponentType<IconProps>;
}

/** A small labelled action of a table row: icon and text, never an icon alone. */
export function ActionButton({ label, icon: IconComponent, ...rest }: ActionButtonProps) {
  return (
    <Button size="xs" variant="outline" rounded="lg" bg="bg.panel" whiteSpace="nowrap" {...rest}>
      <IconComponent boxSize="3.5" aria-hidden="true" />
      {label}
    </Button>
  );
}
