import { Navigate, Route, Routes } from 'react-router';
import { RequireAdmin } from '../../app/guards';
import { AdminLayout } from './AdminLayout';
import AdminCollegesPage from './Colleges/AdminCollegesPage';
import AdminNotesPage from './Notes/AdminNotesPage';
import AdminOverviewPage from './Overview/AdminOverviewPage';
import AdminPendingPage from './Pending/AdminPendingPage';
import AdminReportsPage from './Reports/AdminReportsPage';
import AdminUsersPage from './Users/AdminUsersPage';
import AdminAuditPage from './Audit/AdminAuditPage';
import { withApollo } from '../../app/ApolloIsland';

/** Everything under /admin-dashboard: one lazily loaded chunk, reachable by admins only. */
function AdminArea() {
  return (
    <RequireAdmin>
      <Routes>
        <Route element={<AdminLayout />}>
          <Route index element={<AdminOverviewPage />} />
          <Route path="users" element={<AdminUsersPage />} />
          <Route path="notes" element={<AdminNotesPage />} />
          <Route path="pending" element={<AdminPendingPage />} />
          <Route path="reports" element={<AdminReportsPage />} />
          <Route path="colleges" element={<AdminCollegesPage />} />
          <Route path="audit" element={<AdminAuditPage />} />
          <Route path="*" element={<Navigate to="/admin-dashboard" replace />} />
        </Route>
      </Routes>
    </RequireAdmin>
  );
}

// Brings Apollo Client with the page: the first load of other pages does not carry it.
export default withApollo(AdminArea);
