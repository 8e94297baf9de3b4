import type { ReactNode } from 'react';
import { Icon, type IconProps } from '@chakra-ui/react';

/**
 * A line icon (Lucide-style, 24px grid) from its SVG paths: a few dozen glyphs do not justify
 * an icon library. Icon modules mark each call PURE so the bundler drops icons a chunk does
 * not use; each area keeps its own module so a page carries only its own glyphs.
 */
export function lineIcon(displayName: string, paths: ReactNode) {
  function LineIcon(props: IconProps) {
    return (
      <Icon boxSize="1em" {...props}>
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          {paths}
        </svg>
      </Icon>
    );
  }
  LineIcon.displayName = displayName;
  return LineIcon;
}
