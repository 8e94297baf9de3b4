import { Flex } from '@chakra-ui/react';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { FollowButtons } from './FollowButtons';
import { ReportButton } from './ReportButton';

interface NoteCommunityBarProps {
  note: { id: string; title: string; course: string; subject: string; approved: boolean; uploader?: { id: string } | null };
}

/** Under the note's title: follow its subject and course, and report it (signed-in students). */
export function NoteCommunityBar({ note }: NoteCommunityBarProps) {
  const { isSignedIn } = useCurrentUser();
  if (!isSignedIn) return null;
  return (
    <Flex justify="space-between" align="center" gap="2" wrap="wrap" data-testid="note-community-bar">
      <FollowButtons course={note.course} subject={note.subject} />
      {/* Only published notes can be reported (pending ones are the uploader's and the admins'). */}
      {note.approved ? <ReportButton kind="NOTE" id={note.id} authorId={note.uploader?.id} itemLabel={`“${note.title}”`} /> : null}
    </Flex>
  );
}
