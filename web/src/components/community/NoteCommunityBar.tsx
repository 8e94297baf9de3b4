import { Button, Flex } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { FollowButtons } from './FollowButtons';
import { ReportButton } from './ReportButton';
import { FlagIcon } from './icons';
import { useSignInTarget } from '../notes/useSignInTarget';

interface NoteCommunityBarProps {
  note: { id: string; title: string; course: string; subject: string; approved: boolean; uploader?: { id: string } | null };
}

/** Under the note's title: follow its subject and course, and report it (signed-in students; visitors sign in first). */
export function NoteCommunityBar({ note }: NoteCommunityBarProps) {
  const { isSignedIn } = useCurrentUser();
  const signIn = useSignInTarget('report');
  if (!isSignedIn) {
    if (!note.approved) return null;
    return (
      <Flex justify="flex-end" data-testid="note-community-bar">
        <Button asChild id="report" variant="ghost" size="sm" rounded="full" color="fg.muted">
          <RouterLink to={signIn.to} state={signIn.state} aria-label="Report note: sign in first">
            <FlagIcon /> Report note
          </RouterLink>
        </Button>
      </Flex>
    );
  }
  return (
    <Flex justify="space-between" align="center" gap="2" wrap="wrap" data-testid="note-community-bar">
      <FollowButtons course={note.course} subject={note.subject} />
      {/* Only published notes can be reported (pending ones are the uploader's and the admins'). */}
      {note.approved ? <ReportButton kind="NOTE" id={note.id} authorId={note.uploader?.id} itemLabel={`“${note.title}”`} /> : null}
    </Flex>
  );
}
