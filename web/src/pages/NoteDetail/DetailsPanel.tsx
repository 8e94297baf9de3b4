import type { ReactNode } from 'react';
import { Box, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { collegePath, contributorPath, subjectPath } from '@domain/discovery';
import { BookOpenIcon, BuildingIcon, FileTextIcon, GraduationCapIcon } from '../../components/icons';
import { documentKindLabel, MISSING, orMissing } from '../../components/notes/format';
import { NoteDate } from '../../components/notes/ReaderDate';
import { CalendarIcon, LayersIcon, UserIcon } from '../../components/notes/icons';
import type { NoteDetailFragment } from '../../graphql/__generated__/graphql';
import { Panel } from './Panel';

export function DetailsPanel({ note }: { note: NoteDetailFragment }) {
  return (
    <Panel title="Details">
      <Stack as="dl" gap="3">
        <Row
          icon={<BookOpenIcon />}
          label="Subject"
          value={orMissing(note.subject)}
          to={note.subjectSlug && note.approved ? subjectPath(note.subjectSlug) : undefined}
        />
        <Row icon={<GraduationCapIcon />} label="Course" value={orMissing(note.course)} />
        <Row icon={<LayersIcon />} label="Semester" value={orMissing(note.semester)} />
        <Row icon={<CalendarIcon />} label="Batch" value={orMissing(note.batch)} />
        <Row
          icon={<BuildingIcon />}
          label="College"
          value={orMissing(note.college)}
          to={note.collegeSlug && note.approved ? collegePath(note.collegeSlug) : undefined}
        />
        <Row icon={<CalendarIcon />} label="Uploaded" value={<NoteDate iso={note.createdAt} />} />
        {/* Spec 9: the uploader shows "Unknown" if missing. */}
        <Row
          icon={<UserIcon />}
          label="Uploader"
          value={note.uploader?.username ?? 'Unknown'}
          to={note.uploader && note.approved ? contributorPath(note.uploader.username) : undefined}
        />
        <Row icon={<FileTextIcon />} label="Document" value={note.fileName ? `${note.fileName} (${documentKindLabel(note)})` : documentKindLabel(note)} />
      </Stack>
    </Panel>
  );
}

/** A detail; `to` makes its value a link to the college, subject or contributor page. */
function Row({ icon, label, value, to }: { icon: ReactNode; label: string; value: ReactNode; to?: string }) {
  return (
    <HStack gap="3" align="flex-start" fontSize="sm">
      <Box color="fg.subtle" pt="0.5" aria-hidden="true">
        {icon}
      </Box>
      <Text as="dt" color="fg.subtle" w="20" flexShrink={0}>
        {label}
      </Text>
      <Text as="dd" color={value === MISSING ? 'fg.subtle' : 'fg'} fontWeight="600" wordBreak="break-word" minW="0">
        {to ? (
          <Link asChild color="brand.fg">
            <RouterLink to={to}>{value}</RouterLink>
          </Link>
        ) : (
          value
        )}
      </Text>
    </HStack>
  );
}
