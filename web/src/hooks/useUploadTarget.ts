import { withReturnPath } from '@domain/return-path';
import { useCurrentUser } from './useCurrentUser';

/** Where "Upload Notes" / "Start Sharing" lead: the form when signed in, otherwise sign-in first (and then the form). */
export const UPLOAD_PATH = '/uploading-notes';

export function useUploadTarget(): string {
  const { isSignedIn } = useCurrentUser();
  return isSignedIn ? UPLOAD_PATH : withReturnPath('/sign-in', UPLOAD_PATH);
}
