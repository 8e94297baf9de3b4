import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { UserAvatar } from '../UserAvatar/UserAvatar';
import { profileLinkName } from './AccountArea';

interface MobileAvatarLinkProps {
  username: string;
  avatarUrl: string | null;
  onNavigate: () => void;
}

/** On small screens the signed-in user stays recognisable without opening the menu. */
export function MobileAvatarLink({ username, avatarUrl, onNavigate }: MobileAvatarLinkProps) {
  return (
    <Link asChild rounded="full" aria-label={profileLinkName(username)}>
      <RouterLink to="/profile" onClick={onNavigate}>
        <UserAvatar name={username} src={avatarUrl} size="sm" />
      </RouterLink>
    </Link>
  );
}
