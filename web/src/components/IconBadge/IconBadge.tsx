import { Box, type BoxProps } from '@chakra-ui/react';
import { brandFill } from '../card-surface';

export interface IconBadgeProps extends BoxProps {
  /** A colour palette for a tinted square, or 'gradient' for the brand fill with a white icon. */
  palette?: string;
}

/** The square (or round) tile an icon sits in on cards, states and headings; size and radius come from the caller. */
export function IconBadge({ palette = 'brand', ...boxProps }: IconBadgeProps) {
  const colors = palette === 'gradient' ? brandFill : { bg: `${palette}.subtle`, color: `${palette}.fg` };
  return <Box display="grid" placeItems="center" {...colors} {...boxProps} />;
}
