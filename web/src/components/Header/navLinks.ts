import { withReturnPath } from '@domain/return-path';
import { UPLOAD_PATH } from '../../hooks/useUploadTarget';

export interface NavItem {
  to: string;
  label: string;
  /** Match only the exact path (Home would otherwise be active everywhere). */
  end?: boolean;
  /** Shown to visitors only: a signed-in user's avatar and name are the link to that page. */
  visitorsOnly?: boolean;
  /** Needs an account: visitors go to sign-in first, and then there. */
  signInFirst?: boolean;
}

/** Browse and Upload are what the site is for: in the laptop bar and in the phone menu. */
export const NAV_LINKS: readonly NavItem[] = [
  { to: '/', label: 'Home', end: true },
  { to: '/browse', label: 'Browse' },
  { to: UPLOAD_PATH, label: 'Upload', signInFirst: true },
  { to: '/about', label: 'About' },
  { to: '/profile', label: 'Profile', visitorsOnly: true },
];

export const navLinksFor = (signedIn: boolean): readonly NavItem[] =>
  NAV_LINKS.filter((item) => !(signedIn && item.visitorsOnly)).map((item) =>
    item.signInFirst && !signedIn ? { ...item, to: withReturnPath('/sign-in', item.to) } : item,
  );
