import type { ComponentType } from 'react';
import { Box, Button, Flex, HStack, SimpleGrid, Table, Text, type IconProps } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router';
import { ArrowRightIcon, ClockIcon, DownloadIcon, FileTextIcon, UsersIcon } from '../../../components/icons';
import { AdminStatsDocument, type AdminNoteRowFragment } from '../../../graphql/__generated__/graphql';
import { AdminPage, Panel } from '../components/AdminPage';
import { EmptyState, QueryStatus } from '../components/StatusViews';
import { AdminTable, CountCell, TextCell, TitleText, type AdminColumn } from '../components/AdminTable';
import { formatCount, uploaderName } from '../format';
import { cardSurface, splitRow, tintedSurface } from '../../../components/card-surface';

export default function AdminOverviewPage() {
  const { data, loading, error } = useQuery(AdminStatsDocument, { fetchPolicy: 'cache-and-network' });
  const stats = data?.adminStats;

  return (
    <AdminPage title="Admin Overview" description="The platform at a glance: accounts, notes and what waits for review.">
      <QueryStatus error={error} errorTitle="Failed to fetch statistics" loading={loading && !stats} loadingLabel="Loading statistics..." />
      {stats ? (
        <>
          <SimpleGrid columns={{ base: 2, xl: 4 }} gap={{ base: '3', md: '5' }}>
            <StatCard label="Total Users" value={stats.totalUsers} icon={UsersIcon} tone="brand" />
            <StatCard label="Total Notes" value={stats.totalNotes} icon={FileTextIcon} tone="teal" />
            <StatCard label="Pending Approvals" value={stats.pendingApprovals} icon={ClockIcon} tone="orange" />
            <StatCard label="Total Downloads" value={stats.totalDownloads} icon={DownloadIcon} tone="purple" />
          </SimpleGrid>
          {stats.pendingApprovals > 0 ? (
            <Flex
              {...splitRow}
              align={{ base: 'flex-start', sm: 'center' }}
              gap="3"
              {...tintedSurface('orange')}
              rounded="2xl"
              px={{ base: '4', md: '6' }}
              py="4"
            >
              <HStack gap="3" align="flex-start">
                <Box color="fg.warning" pt="0.5">
                  <ClockIcon boxSize="5" />
                </Box>
                <Text color="fg.warning" fontWeight="600">
                  {stats.pendingApprovals === 1 ? '1 note is' : `${formatCount(stats.pendingApprovals)} notes are`} waiting for approval.
                </Text>
              </HStack>
              <Button asChild size="sm" colorPalette="orange" rounded="full">
                <RouterLink to="/admin-dashboard/pending">
                  Review now <ArrowRightIcon />
                </RouterLink>
              </Button>
            </Flex>
          ) : null}
          <Panel title="Most Downloaded Notes">
            <MostDownloadedTable notes={stats.mostDownloadedNotes} />
          </Panel>
        </>
      ) : null}
    </AdminPage>
  );
}

const TONES = {
  brand: { bg: 'brand.subtle', fg: 'brand.fg' },
  teal: { bg: 'teal.subtle', fg: 'teal.fg' },
  orange: { bg: 'orange.subtle', fg: 'orange.fg' },
  purple: { bg: 'purple.subtle', fg: 'purple.fg' },
} as const;

function StatCard({ label, value, icon: IconComponent, tone }: { label: string; value: number; icon: ComponentType<IconProps>; tone: keyof typeof TONES }) {
  const colors = TONES[tone];
  return (
    <Box {...cardSurface} rounded="2xl" p={{ base: '4', md: '6' }} data-testid="stat-card">
      <Flex justify="space-between" align="flex-start" gap="3">
        <Text fontSize="sm" fontWeight="600" color="fg.muted">
          {label}
        </Text>
        <Box display="grid" placeItems="center" boxSize={{ base: '8', md: '10' }} rounded="xl" bg={colors.bg} color={colors.fg} flexShrink={0}>
          <IconComponent boxSize={{ base: '4', md: '5' }} />
        </Box>
      </Flex>
      <Text
        mt="2"
        fontFamily="heading"
        fontWeight="800"
        fontSize={{ base: '2xl', md: '3xl' }}
        letterSpacing="-0.03em"
        color="fg"
        fontVariantNumeric="tabular-nums"
      >
        {formatCount(value)}
      </Text>
    </Box>
  );
}

const MOST_DOWNLOADED_COLUMNS: readonly AdminColumn[] = [
  { label: 'Title' },
  { label: 'Subject' },
  { label: 'College' },
  { label: 'Uploader' },
  { label: 'Downloads', alignEnd: true },
];

function MostDownloadedTable({ notes }: { notes: readonly AdminNoteRowFragment[] }) {
  if (notes.length === 0) return <EmptyState message="No notes have been shared yet." />;
  return (
    <AdminTable minWidth="720px" columns={MOST_DOWNLOADED_COLUMNS}>
      {notes.map((note, index) => (
        <Table.Row key={note.id}>
          <Table.Cell maxW="80" data-primary="">
            <HStack gap="3">
              <Text fontSize="xs" fontWeight="700" color="fg.subtle" w="4" flexShrink={0}>
                {index + 1}
              </Text>
              <TitleText text={note.title} />
            </HStack>
          </Table.Cell>
          <Table.Cell color="fg.muted" data-label="Subject">
            {note.subject}
          </Table.Cell>
          <TextCell label="College" value={note.college} maxW="56" />
          <Table.Cell color="fg.muted" data-label="Uploader">
            {uploaderName(note.uploader)}
          </Table.Cell>
          <CountCell label="Downloads" value={note.downloadCount} fontWeight="700" />
        </Table.Row>
      ))}
    </AdminTable>
  );
}
