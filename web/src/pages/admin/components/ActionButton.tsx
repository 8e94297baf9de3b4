import type { ComponentType } from 'react';
import { IconButton, Portal, Tooltip, type IconButtonProps, type IconProps } from '@chakra-ui/react';

interface ActionButtonProps extends Omit<IconButtonProps, 'aria-label' | 'children'> {
  /** What the button does, read out and shown as its tooltip, e.g. "Delete note". */
  label: string;
  icon: ComponentType<IconProps>;
}

/** A small icon button of a table row, named for screen readers and explained on hover. */
export function ActionButton({ label, icon: IconComponent, ...rest }: ActionButtonProps) {
  return (
    <Tooltip.Root openDelay={250} closeDelay={0} positioning={{ placement: 'top' }}>
      <Tooltip.Trigger asChild>
        <IconButton aria-label={label} size="sm" variant="ghost" rounded="lg" {...rest}>
          <IconComponent boxSize="4" />
        </IconButton>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{label}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
