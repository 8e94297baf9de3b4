import type { ReactNode } from 'react';
import { Heading, SimpleGrid, Stack, Text, type HeadingProps, type SimpleGridProps, type StackProps, type TextProps } from '@chakra-ui/react';

/** The responsive grid under a section heading that holds its cards. */
export function FeatureGrid(props: SimpleGridProps) {
  return <SimpleGrid gap={{ base: '5', md: '6' }} {...props} />;
}

/** A card on a panel-coloured band: canvas fill and a faint border so it reads as a tile. */
export function FeatureCard(props: StackProps) {
  return <Stack gap="4" p="7" rounded="2xl" bg="bg.canvas" borderWidth="1px" borderColor="border.muted" {...props} />;
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
