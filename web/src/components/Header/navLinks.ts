export interface NavItem {
  to: string;
  label: string;
  /** Match only the exact path (Home would otherwise be active everywhere). */
  end?: boolean;
  /** Shown to visitors only: a signed-in user's avatar and name are the link to that page. */
  visitorsOnly?: boolean;
}

export const NAV_LINKS: readonly NavItem[] = [
  { to: '/', label: 'Home', end: true },
  { to: '/about', label: 'About' },
  { to: '/profile', label: 'Profile', visitorsOnly: true },
];

export const navLinksFor = (signedIn: boolean): readonly NavItem[] => NAV_LINKS.filter((item) => !(signedIn && item.visitorsOnly));
