import type { ReactNode } from 'react';
import { Badge, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { MyNoteItemFragment } from '../../graphql/__generated__/graphql';
import { MyNoteProcessing, MyNoteThumb } from '../notes/preview/MyNoteThumb';
import { formatDate } from '../../app/format';
import { cardSurface } from '../card-surface';

interface MyNoteRowProps {
  note: MyNoteItemFragment;
  /** Show the approval badge (own uploads). */
  showStatus?: boolean;
  /** A line under the details, e.g. who shared a saved note. */
  byline?: ReactNode;
  actions: ReactNode;
}

/** Spec 4: "Approved" / "Pending" in lists. */
export function StatusBadge({ approved }: { approved: boolean }) {
  return (
    <Badge colorPalette={approved ? 'green' : 'orange'} variant="subtle" rounded="full" px="2.5" fontWeight="700">
      {approved ? 'Approved' : 'Pending'}
    </Badge>
  );
}

/** One note of the dashboard's lists: title to its page, academic details, and actions. */
export function MyNoteRow({ note, showStatus = false, byline, actions }: MyNoteRowProps) {
  const details = [note.subject, note.course, `Semester ${note.semester}`].filter(Boolean).join(' · ');
  return (
    <Flex
      as="li"
      data-testid="my-note"
      gap={{ base: '3', md: '4' }}
      p={{ base: '4', md: '5' }}
      {...cardSurface}
      rounded="2xl"
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'center' }}
    >
      <HStack gap="4" align="flex-start" flex="1" minW="0">
        <MyNoteThumb note={note} watchProcessing={showStatus} />
        <Stack gap="1" minW="0" flex="1">
          <Flex gap="2" align="center" wrap="wrap">
            <Link asChild fontWeight="700" color="fg" fontSize="md" _hover={{ color: 'brand.fg' }}>
              <RouterLink to={`/notes/${note.id}`}>{note.title}</RouterLink>
            </Link>
            {showStatus ? <StatusBadge approved={note.approved} /> : null}
            {showStatus ? <MyNoteProcessing note={note} /> : null}
          </Flex>
          <Text fontSize="sm" color="fg.muted">
            {details}
          </Text>
          <Text fontSize="xs" color="fg.subtle">
            {note.college} · {formatDate(note.createdAt)}
            {byline ? <> · {byline}</> : null}
          </Text>
          {showStatus && !note.approved ? (
            <Text fontSize="xs" color="fg.warning">
              Pending Approval: only you and the admins can see it until it is approved.
            </Text>
          ) : null}
        </Stack>
      </HStack>
      <HStack gap="2" flexShrink={0} justify={{ base: 'flex-end', md: 'flex-start' }}>
        {actions}
      </HStack>
    </Flex>
  );
}
