import { useState } from 'react';
import { Box, chakra } from '@chakra-ui/react';
import { brandFill } from '../card-surface';

const SIZES = { xs: '6', sm: '8', md: '10', lg: '12', xl: '16', '2xl': '20' } as const;
const FONT_SIZES = { xs: '2xs', sm: 'xs', md: 'sm', lg: 'md', xl: 'xl', '2xl': '2xl' } as const;

interface UserAvatarProps {
  name: string;
  src?: string | null;
  size?: keyof typeof SIZES;
}

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0][0], words[words.length - 1][0]] : [words[0]?.[0] ?? '?'];
  return letters.join('').toUpperCase();
}

/**
 * Photo when there is one that loads, otherwise initials on the brand gradient. Hand-rolled
 * rather than Chakra's Avatar, whose state machine would add its runtime to the landing page.
 */
export function UserAvatar({ name, src, size = 'sm' }: UserAvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <Box
      position="relative"
      display="inline-grid"
      placeItems="center"
      flexShrink={0}
      boxSize={SIZES[size]}
      rounded="full"
      overflow="hidden"
      {...brandFill}
      fontWeight="700"
      fontSize={FONT_SIZES[size]}
      lineHeight="1"
      aria-hidden="true"
    >
      {initialsOf(name)}
      {showImage && src ? (
        <chakra.img src={src} alt="" position="absolute" inset="0" boxSize="full" objectFit="cover" onError={() => setFailedSrc(src)} />
      ) : null}
    </Box>
  );
}
