import type { ComponentType, ReactNode } from 'react';
import { Heading, SimpleGrid, Stack, Text, type HeadingProps, type IconProps, type SimpleGridProps, type StackProps, type TextProps } from '@chakra-ui/react';
import { IconBadge, type IconBadgeProps } from '../IconBadge/IconBadge';

/** The responsive grid under a section heading that holds its cards. */
export function FeatureGrid(props: SimpleGridProps) {
  return <SimpleGrid gap={{ base: '5', md: '6' }} {...props} />;
}

/** A card on a panel-coloured band: canvas fill and a faint border so it reads as a tile. */
export function FeatureCard(props: StackProps) {
  return <Stack gap="4" p="7" rounded="2xl" bg="bg.canvas" borderWidth="1px" borderColor="border.muted" {...props} />;
}

/** Badge and glyph sizes of a card's icon: compact tiles, list rows, and the large cards. */
const ICON_SIZES = {
  sm: { boxSize: '10', rounded: 'lg', glyph: '5' },
  md: { boxSize: '11', rounded: 'xl', glyph: '5' },
  lg: { boxSize: '12', rounded: 'xl', glyph: '6' },
} as const;

interface FeatureIconProps extends IconBadgeProps {
  icon: ComponentType<IconProps>;
  size?: keyof typeof ICON_SIZES;
}

/** The icon a feature, step or audience card opens with, on its badge. */
export function FeatureIcon({ icon: Glyph, size = 'lg', ...badgeProps }: FeatureIconProps) {
  const { glyph, ...badgeSize } = ICON_SIZES[size];
  return (
    <IconBadge {...badgeSize} {...badgeProps}>
      <Glyph boxSize={glyph} />
    </IconBadge>
  );
}

export function FeatureHeading({ children, ...props }: HeadingProps & { children: ReactNode }) {
  return (
    <Heading as="h3" fontSize="lg" fontWeight="700" color="fg" {...props}>
      {children}
    </Heading>
  );
}

export function FeatureText({ children, ...props }: TextProps & { children: ReactNode }) {
  return (
    <Text color="fg.muted" lineHeight="1.7" {...props}>
      {children}
    </Text>
  );
}
