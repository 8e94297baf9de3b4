export interface NavItem {
  to: string;
  label: string;
  /** Match only the exact path (Home would otherwise be active everywhere). */
  end?: boolean;
}

export const NAV_LINKS: readonly NavItem[] = [
  { to: '/', label: 'Home', end: true },
  { to: '/about', label: 'About' },
  { to: '/profile', label: 'Profile' },
];
