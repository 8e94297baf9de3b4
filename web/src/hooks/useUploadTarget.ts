import { useCurrentUser } from './useCurrentUser';

/** Where "Upload Notes" / "Start Sharing" lead: the form when signed in, otherwise sign-in first. */
export function useUploadTarget(): string {
  const { isSignedIn } = useCurrentUser();
  return isSignedIn ? '/uploading-notes' : '/signin';
}
