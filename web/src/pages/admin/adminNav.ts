export const ADMIN_NAV = [
  { to: '/admin-dashboard', label: 'Dashboard', end: true },
  { to: '/admin-dashboard/users', label: 'Users' },
  { to: '/admin-dashboard/notes', label: 'Notes' },
  { to: '/admin-dashboard/pending', label: 'Pending Approvals' },
  { to: '/admin-dashboard/colleges', label: 'Colleges' },
] as const;
