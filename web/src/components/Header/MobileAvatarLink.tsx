import { Link, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { UserAvatar } from '../UserAvatar/UserAvatar';
import { PROFILE_SUFFIX } from './AccountArea';

interface MobileAvatarLinkProps {
  username: string;
  avatarUrl: string | null;
  onNavigate: () => void;
}

/** On small screens the signed-in user stays recognisable without opening the menu. */
export function MobileAvatarLink({ username, avatarUrl, onNavigate }: MobileAvatarLinkProps) {
  return (
    <Link asChild rounded="full">
      <RouterLink to="/profile" onClick={onNavigate}>
        <UserAvatar name={username} src={avatarUrl} size="sm" />
        <VisuallyHidden>
          {username}
          {PROFILE_SUFFIX}
        </VisuallyHidden>
      </RouterLink>
    </Link>
  );
}
