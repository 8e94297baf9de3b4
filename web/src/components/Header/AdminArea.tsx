import { useState } from 'react';
import { Button, HStack, Stack, Text, type StackProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { fetchQuery } from '../../app/graphql-fetch';

/** src/graphql/auth.graphql's SignOut, sent without Apollo (the header ships with the first load). */
const SIGN_OUT = { operationName: 'SignOut', query: 'mutation SignOut { signOut { success } }' };

/**
 * An admin on a public page (a note opened from Reports, the landing page): the way back to the
 * admin panel, and sign-out. Signing out reloads the landing page, so nothing an admin could read
 * stays in memory.
 */
export function AdminArea({ onNavigate, block = false, ...stackProps }: { onNavigate?: () => void; block?: boolean } & StackProps) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const signOut = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await fetchQuery(SIGN_OUT);
      window.location.assign('/');
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };
  const Row = block ? Stack : HStack;
  return (
    <Stack gap="1" align={block ? 'stretch' : 'flex-end'} {...stackProps}>
      <Row gap="2" data-testid="admin-header-area">
        <Button asChild colorPalette="brand" rounded="full" size="sm" px="4" fontWeight="600">
          <RouterLink to="/admin-dashboard" onClick={onNavigate}>
            Admin panel
          </RouterLink>
        </Button>
        <Button variant="outline" rounded="full" size="sm" px="4" onClick={() => void signOut()} loading={busy} loadingText="Signing out...">
          Sign out
        </Button>
      </Row>
      {failed ? (
        <Text role="alert" fontSize="xs" color="fg.error">
          Failed to sign out. Please try again.
        </Text>
      ) : null}
    </Stack>
  );
}
