import { Button, type ButtonProps } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router';
import { DownloadIcon } from '../icons';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { ExternalLinkIcon } from './icons';
import { useSignInTarget } from './useSignInTarget';

export interface DownloadableNote {
  id: string;
  hasFile: boolean;
  downloadUrl: string;
}

interface DownloadButtonProps extends Omit<ButtonProps, 'asChild' | 'children'> {
  note: DownloadableNote;
  label?: string;
}

/**
 * Files download from the api (an attachment, so the page stays put); links open in a new tab
 * without giving that site a handle on this one. Visitors are sent to sign in first.
 */
export function DownloadButton({ note, label = 'Download', ...buttonProps }: DownloadButtonProps) {
  const { isSignedIn } = useCurrentUser();
  // Back from sign-in, this button (by its id, when it has one) has focus.
  const signIn = useSignInTarget(buttonProps.id);
  const client = useApolloClient();

  if (!isSignedIn) {
    return (
      <Button asChild {...buttonProps}>
        <RouterLink to={signIn.to} state={signIn.state} aria-label={`${label}: sign in first`}>
          <DownloadIcon /> {label}
        </RouterLink>
      </Button>
    );
  }
  if (!note.hasFile) {
    return (
      <Button asChild {...buttonProps}>
        <a href={note.downloadUrl} target="_blank" rel="noopener noreferrer">
          <ExternalLinkIcon /> {label}
        </a>
      </Button>
    );
  }
  // The api counts every download it serves; show the new figure without refetching the note.
  const countDownload = () =>
    client.cache.modify({
      id: client.cache.identify({ __typename: 'Note', id: note.id }),
      fields: { downloadCount: (count: number) => count + 1 },
    });
  return (
    <Button asChild {...buttonProps}>
      <a href={note.downloadUrl} download onClick={countDownload}>
        <DownloadIcon /> {label}
      </a>
    </Button>
  );
}
