import { Icon, type IconProps } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';

/**
 * A Lucide glyph as a Chakra icon, so callers keep Chakra's props: `boxSize` (1em unless told),
 * `color` through currentColor. Icon modules mark each call PURE and import glyphs by name, so
 * the bundler keeps only the glyphs a chunk uses; each area keeps its own module so that a
 * shared chunk does not gather every area's glyphs.
 */
export function lucideIcon(displayName: string, Glyph: LucideIcon) {
  function ChakraLucideIcon(props: IconProps) {
    return (
      <Icon boxSize="1em" {...props}>
        <Glyph />
      </Icon>
    );
  }
  ChakraLucideIcon.displayName = displayName;
  return ChakraLucideIcon;
}
