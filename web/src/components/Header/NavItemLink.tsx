import { Link } from '@chakra-ui/react';
import { NavLink } from 'react-router';

interface NavItemLinkProps {
  to: string;
  label: string;
  end?: boolean;
  block?: boolean;
  onNavigate?: () => void;
}

export function NavItemLink({ to, label, end, block = false, onNavigate }: NavItemLinkProps) {
  return (
    <Link
      asChild
      px="3"
      py={block ? '3' : '2'}
      rounded="lg"
      fontSize={block ? 'md' : 'sm'}
      fontWeight="600"
      color="fg.muted"
      display={block ? 'block' : 'inline-flex'}
      _hover={{ color: 'brand.fg', bg: 'brand.subtle', textDecoration: 'none' }}
      css={{ '&[aria-current=page]': { color: 'brand.fg', bg: 'brand.subtle' } }}
    >
      <NavLink to={to} end={end} onClick={onNavigate}>
        {label}
      </NavLink>
    </Link>
  );
}
