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
      color="gray.600"
      display={block ? 'block' : 'inline-flex'}
      _hover={{ color: 'brand.700', bg: 'brand.50', textDecoration: 'none' }}
      css={{ '&[aria-current=page]': { color: 'brand.700', bg: 'brand.50' } }}
    >
      <NavLink to={to} end={end} onClick={onNavigate}>
        {label}
      </NavLink>
    </Link>
  );
}
