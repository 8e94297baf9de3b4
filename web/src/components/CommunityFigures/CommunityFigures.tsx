import type { ComponentType } from 'react';
import { SimpleGrid, Text, VStack, type IconProps } from '@chakra-ui/react';
import { StatTile } from '../StatTile/StatTile';
import { BookOpenIcon, BuildingIcon, FileTextIcon, HeartIcon, UsersIcon } from '../icons';
import { useCommunityStats, type CommunityStats } from '../../hooks/useCommunityStats';

/** How each figure is named and drawn, the same on every page that shows it. */
const FIGURES = {
  notesShared: { label: 'Notes Shared', icon: FileTextIcon },
  students: { label: 'Students Helped', icon: UsersIcon },
  colleges: { label: 'Colleges', icon: BuildingIcon },
  subjects: { label: 'Subjects', icon: BookOpenIcon },
  likes: { label: 'Likes Given', icon: HeartIcon },
} satisfies Partial<Record<keyof Omit<CommunityStats, '__typename'>, { label: string; icon: ComponentType<IconProps> }>>;

export type FigureKey = keyof typeof FIGURES;

interface CommunityFiguresProps {
  /** Which figures, in order. */
  figures: readonly FigureKey[];
  inverted?: boolean;
}

/** Live figures from `communityStats`; skeletons while loading, a dash when the api is unreachable. */
export function CommunityFigures({ figures, inverted = false }: CommunityFiguresProps) {
  const { stats, loading, failed } = useCommunityStats();
  return (
    <VStack gap="5" align="stretch">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap={{ base: '3', md: '6' }}>
        {figures.map((key) => (
          <StatTile key={key} label={FIGURES[key].label} icon={FIGURES[key].icon} inverted={inverted} value={stats ? stats[key] : loading ? undefined : null} />
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
