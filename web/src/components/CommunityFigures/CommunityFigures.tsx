import type { ComponentType } from 'react';
import { SimpleGrid, Text, VStack, type IconProps } from '@chakra-ui/react';
import { StatTile } from '../StatTile/StatTile';
import { useCommunityStats, type CommunityStats } from '../../hooks/useCommunityStats';

export interface FigureSpec {
  key: keyof Omit<CommunityStats, '__typename'>;
  label: string;
  icon: ComponentType<IconProps>;
}

interface CommunityFiguresProps {
  figures: readonly FigureSpec[];
  inverted?: boolean;
}

/** Live figures from `communityStats`; skeletons while loading, a dash when the api is unreachable. */
export function CommunityFigures({ figures, inverted = false }: CommunityFiguresProps) {
  const { stats, loading, failed } = useCommunityStats();
  return (
    <VStack gap="5" align="stretch">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap={{ base: '3', md: '6' }}>
        {figures.map((figure) => (
          <StatTile
            key={figure.key}
            label={figure.label}
            icon={figure.icon}
            inverted={inverted}
            value={stats ? stats[figure.key] : loading ? undefined : null}
          />
        ))}
      </SimpleGrid>
      {failed ? (
        <Text fontSize="sm" textAlign="center" color={inverted ? 'whiteAlpha.700' : 'fg.subtle'}>
          Live figures are unavailable right now. Please check back soon.
        </Text>
      ) : null}
    </VStack>
  );
}
