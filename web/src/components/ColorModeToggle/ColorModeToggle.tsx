import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { useColorMode } from '../../app/color-mode';
import { lineIcon } from '../icons/line-icon';

const SunIcon = /* @__PURE__ */ lineIcon('SunIcon', (
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41" />
  </>
));

const MoonIcon = /* @__PURE__ */ lineIcon('MoonIcon', <path d="M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9Z" />);

/** Switches between light and dark; the choice is remembered (see app/color-mode.ts). */
export function ColorModeToggle(props: Omit<IconButtonProps, 'aria-label' | 'onClick' | 'children'>) {
  const { mode, toggle } = useColorMode();
  const dark = mode === 'dark';
  return (
    <IconButton variant="ghost" rounded="full" aria-label="Dark mode" aria-pressed={dark} title={dark ? 'Switch to light mode' : 'Switch to dark mode'} onClick={toggle} {...props}>
      {dark ? <SunIcon boxSize="5" /> : <MoonIcon boxSize="5" />}
    </IconButton>
  );
}
