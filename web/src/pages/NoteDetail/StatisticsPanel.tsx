import type { ReactNode } from 'react';
import { Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { DownloadIcon, HeartIcon } from '../../components/icons';
import { HeartFilledIcon } from '../../components/notes/icons';
import { useSignInTarget } from '../../components/notes/useSignInTarget';
import { useToggleLike } from '../../components/notes/useToggleLike';
import type { NoteDetailFragment } from '../../graphql/__generated__/graphql';
import { formatInteger } from '../../app/format';
import { Panel } from './Panel';

interface StatisticsPanelProps {
  note: Pick<NoteDetailFragment, 'id' | 'likeCount' | 'viewerHasLiked' | 'downloadCount'>;
  isSignedIn: boolean;
}

export function StatisticsPanel({ note, isSignedIn }: StatisticsPanelProps) {
  const toggleLike = useToggleLike();
  const signIn = useSignInTarget('like');
  const liked = isSignedIn && note.viewerHasLiked;
  return (
    <Panel title="Statistics">
      <SimpleGrid columns={2} gap="3">
        <Figure icon={<HeartIcon />} palette="pink" value={note.likeCount} label={note.likeCount === 1 ? 'Like' : 'Likes'} testId="like-count" />
        <Figure
          icon={<DownloadIcon />}
          palette="teal"
          value={note.downloadCount}
          label={note.downloadCount === 1 ? 'Download' : 'Downloads'}
          testId="download-count"
        />
      </SimpleGrid>
      {isSignedIn ? (
        <Button
          id="like"
          variant={liked ? 'subtle' : 'outline'}
          colorPalette="pink"
          rounded="full"
          w="full"
          aria-pressed={liked}
          onClick={() => void toggleLike(note)}
        >
          {liked ? <HeartFilledIcon /> : <HeartIcon />} {liked ? 'Liked' : 'Like'}
        </Button>
      ) : (
        <Button asChild id="like" variant="outline" colorPalette="pink" rounded="full" w="full">
          <RouterLink to={signIn.to} state={signIn.state}>
            <HeartIcon /> Sign in to like
          </RouterLink>
        </Button>
      )}
    </Panel>
  );
}

interface FigureProps {
  icon: ReactNode;
  palette: string;
  value: number;
  label: string;
  testId: string;
}

function Figure({ icon, palette, value, label, testId }: FigureProps) {
  return (
    <Stack gap="1.5" p="4" rounded="xl" bg={`${palette}.subtle`} borderWidth="1px" borderColor={`${palette}.muted`}>
      <Box color={`${palette}.fg`} aria-hidden="true">
        {icon}
      </Box>
      <Heading as="p" fontSize="2xl" fontWeight="800" color="fg" lineHeight="1" data-testid={testId}>
        {formatInteger(value)}
      </Heading>
      <Text fontSize="sm" color="fg.muted" fontWeight="600">
        {label}
      </Text>
    </Stack>
  );
}
