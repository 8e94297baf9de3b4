import { Button, Stack, Text } from '@chakra-ui/react';
import { GoogleLogo } from './icons';
import { useGoogleStatus } from './useGoogleStatus';

export const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured on this server';

/**
 * Google sign-in is a server-side flow: a plain link to /auth/google, which redirects to Google
 * and back. When the server has no Google credentials the button says so instead of failing.
 */
export function GoogleButton() {
  const configured = useGoogleStatus();
  if (configured === false) {
    return (
      <Stack gap="1.5">
        <Button variant="outline" size="lg" rounded="full" w="full" disabled aria-describedby="google-unavailable">
          <GoogleLogo /> Continue with Google
        </Button>
        <Text id="google-unavailable" fontSize="sm" color="gray.500" textAlign="center">
          {GOOGLE_NOT_CONFIGURED}
        </Text>
      </Stack>
    );
  }
  return (
    <Button asChild variant="outline" size="lg" rounded="full" w="full" bg="white" _hover={{ bg: 'gray.50' }}>
      <a href="/auth/google">
        <GoogleLogo /> Continue with Google
      </a>
    </Button>
  );
}
