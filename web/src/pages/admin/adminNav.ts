import type { ComponentType } from 'react';
import type { IconProps } from '@chakra-ui/react';
import { ClockIcon, FileTextIcon, UsersIcon, BuildingIcon } from '../../components/icons';
import { FlagIcon } from '../../components/community/icons';
import { HistoryIcon, LayoutGridIcon } from './components/icons';

export interface AdminNavItem {
  to: string;
  label: string;
  icon: ComponentType<IconProps>;
  /** Active only on this exact path (the overview, whose path prefixes the others). */
  end?: boolean;
  /** Shows the number of notes waiting for approval. */
  pendingBadge?: boolean;
  /** Shows the number of reported items awaiting a decision. */
  reportsBadge?: boolean;
}

export const ADMIN_NAV: readonly AdminNavItem[] = [
  { to: '/admin-dashboard', label: 'Dashboard', icon: LayoutGridIcon, end: true },
  { to: '/admin-dashboard/users', label: 'Users', icon: UsersIcon },
  { to: '/admin-dashboard/notes', label: 'Notes', icon: FileTextIcon },
  { to: '/admin-dashboard/pending', label: 'Pending Approvals', icon: ClockIcon, pendingBadge: true },
  { to: '/admin-dashboard/reports', label: 'Reports', icon: FlagIcon, reportsBadge: true },
  { to: '/admin-dashboard/colleges', label: 'Colleges', icon: BuildingIcon },
  { to: '/admin-dashboard/audit', label: 'Audit Trail', icon: HistoryIcon },
];
