import { Button, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { GoogleLogo } from './icons';
import { useGoogleStatus } from './useGoogleStatus';
import { useWithReturnPath } from './useReturnPath';

/**
 * "or" and Continue with Google, shown only once the server said Google sign-in is set up: a
 * student cannot use a button this server cannot honour, so none is shown (no disabled button).
 * Google sign-in is a server-side flow: a plain link to /auth/google, which redirects to Google and back
 * (to the page that asked for an account, when there is one).
 */
export function GoogleSignIn() {
  const configured = useGoogleStatus();
  // The api keeps ?next= through Google's round trip (in its state cookie) and returns there.
  const href = useWithReturnPath('/auth/google');
  if (configured !== true) return null;
  return (
    <Stack gap="6">
      <HStack gap="3" color="fg.muted" fontSize="sm">
        <Separator flex="1" />
        <Text flexShrink={0}>or</Text>
        <Separator flex="1" />
      </HStack>
      <Button asChild variant="outline" size="lg" rounded="full" w="full" bg="bg.panel" _hover={{ bg: 'bg.subtle' }}>
        <a href={href}>
          <GoogleLogo aria-hidden="true" /> Continue with Google
        </a>
      </Button>
    </Stack>
  );
}
