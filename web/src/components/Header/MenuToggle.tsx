import type { ReactNode, Ref } from 'react';
import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { CloseIcon, MenuIcon } from '../icons';

interface MenuToggleProps extends Omit<IconButtonProps, 'aria-label' | 'aria-expanded' | 'aria-controls' | 'onClick' | 'children'> {
  open: boolean;
  /** Id of the menu it shows and hides. */
  controls: string;
  onToggle: () => void;
  ref?: Ref<HTMLButtonElement>;
  /** Drawn over the icon (the unread dot). */
  children?: ReactNode;
}

/** The phone menu's button (the site's header, the admin area's): says whether it opens or closes which menu. */
export function MenuToggle({ open, controls, onToggle, children, ...buttonProps }: MenuToggleProps) {
  return (
    <IconButton
      variant="ghost"
      {...buttonProps}
      aria-label={open ? 'Close menu' : 'Open menu'}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      {open ? <CloseIcon boxSize="5" /> : <MenuIcon boxSize="5" />}
      {children}
    </IconButton>
  );
}
