import type { ComponentType } from 'react';
import { Box, Skeleton, Text, VStack, type IconProps } from '@chakra-ui/react';
import { formatFigure } from './format';

interface StatTileProps {
  label: string;
  /** `undefined` while loading, `null` when the figure could not be fetched. */
  value: number | null | undefined;
  icon: ComponentType<IconProps>;
  inverted?: boolean;
}

export function StatTile({ label, value, icon: IconComponent, inverted = false }: StatTileProps) {
  return (
    <VStack
      gap="3"
      py={{ base: '6', md: '8' }}
      px="4"
      rounded="2xl"
      bg={inverted ? 'whiteAlpha.100' : 'bg.panel'}
      borderWidth="1px"
      borderColor={inverted ? 'whiteAlpha.200' : 'border'}
      shadow={inverted ? 'none' : 'card'}
      backdropFilter={inverted ? 'blur(6px)' : undefined}
    >
      <Box
        display="grid"
        placeItems="center"
        boxSize="11"
        rounded="xl"
        bg={inverted ? 'whiteAlpha.200' : 'brand.subtle'}
        color={inverted ? 'teal.200' : 'brand.fg'}
      >
        <IconComponent boxSize="5" />
      </Box>
      <FigureValue value={value} inverted={inverted} />
      <Text fontSize="sm" fontWeight="600" color={inverted ? 'whiteAlpha.800' : 'fg.muted'} textAlign="center">
        {label}
      </Text>
    </VStack>
  );
}

function FigureValue({ value, inverted }: { value: number | null | undefined; inverted: boolean }) {
  const common = {
    fontFamily: 'heading',
    fontWeight: '800',
    fontSize: { base: '3xl', md: '4xl' },
    lineHeight: '1',
    letterSpacing: '-0.03em',
  } as const;
  if (value === undefined) {
    return <Skeleton data-testid="figure-loading" h="9" w="24" rounded="lg" bg={inverted ? 'whiteAlpha.300' : undefined} />;
  }
  if (value === null) {
    return (
      <Text {...common} color={inverted ? 'whiteAlpha.700' : 'fg.subtle'} aria-label="Not available">
        —
      </Text>
    );
  }
  return (
    <Text {...common} color={inverted ? 'white' : 'fg'}>
      {formatFigure(value)}
    </Text>
  );
}
