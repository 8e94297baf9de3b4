import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { useColorMode } from '../../app/color-mode';
import { Moon, Sun } from 'lucide-react';
import { lucideIcon } from '../icons/lucide-icon';

const SunIcon = /* @__PURE__ */ lucideIcon('SunIcon', Sun);
const MoonIcon = /* @__PURE__ */ lucideIcon('MoonIcon', Moon);

/** Switches between light and dark; the choice is remembered (see app/color-mode.ts). */
export function ColorModeToggle(props: Omit<IconButtonProps, 'aria-label' | 'onClick' | 'children'>) {
  const { mode, toggle } = useColorMode();
  const dark = mode === 'dark';
  return (
    <IconButton
      variant="ghost"
      rounded="full"
      aria-label="Dark mode"
      aria-pressed={dark}
      title={dark ? 'Switch to light mode' : 'Switch to dark mode'}
      onClick={toggle}
      {...props}
    >
      {dark ? <SunIcon boxSize="5" /> : <MoonIcon boxSize="5" />}
    </IconButton>
  );
}
