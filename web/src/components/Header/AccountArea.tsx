import { Button, HStack, Link, SkeletonCircle, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { CurrentUser } from '../../hooks/useCurrentUser';
import { UserAvatar } from '../UserAvatar/UserAvatar';
import { panelSurface } from '../card-surface';

interface AccountAreaProps {
  user: CurrentUser | null;
  loading: boolean;
  onNavigate?: () => void;
}

/** Read after the visible name (WCAG 2.5.3, label in name): says where the link goes. */
export const PROFILE_SUFFIX = ', your profile';

/** The signed-in user's chip, or the Sign in button for visitors. */
export function AccountArea({ user, loading, onNavigate }: AccountAreaProps) {
  // Waiting avoids flashing "Sign in" at a signed-in user on first paint.
  if (loading) return <SkeletonCircle size="8" aria-label="Loading account" />;

  if (!user) {
    return (
      <Button asChild colorPalette="brand" rounded="full" size="sm" px="5" fontWeight="600">
        <RouterLink to="/sign-in" onClick={onNavigate}>
          Sign in
        </RouterLink>
      </Button>
    );
  }

  return (
    <Link asChild rounded="full" pl="1" pr="3" py="1" {...panelSurface} _hover={{ textDecoration: 'none', borderColor: 'brand.border', bg: 'brand.subtle' }}>
      <RouterLink to="/profile" onClick={onNavigate}>
        <HStack gap="2">
          <UserAvatar name={user.username} src={user.avatarUrl} size="xs" />
          <Text fontSize="sm" fontWeight="600" color="fg" maxW="40" truncate>
            {user.username}
          </Text>
          <VisuallyHidden>{PROFILE_SUFFIX}</VisuallyHidden>
        </HStack>
      </RouterLink>
    </Link>
  );
}
