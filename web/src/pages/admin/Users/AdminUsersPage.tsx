import { useState } from 'react';
import { Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { AdminDeleteUserDocument, AdminUsersDocument, type AdminUserRowFragment } from '../../../graphql/__generated__/graphql';
import { useCurrentUser } from '../../../hooks/useCurrentUser';
import { Panel } from '../components/AdminPage';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Pager } from '../components/Pager';
import { SearchedListPage } from '../components/SearchedListPage';
import { EmptyState, ErrorBanner } from '../components/StatusViews';
import { userDeleted } from '../cache/admin-cache';
import { failure, payloadFailure, type AdminFailure } from '../hooks/errors';
import { useSearchedAdminPage } from '../hooks/useAdminPage';
import { pluralize } from '../../../app/format';
import { EditUserDialog } from './EditUserDialog';
import { UsersTable } from './UsersTable';

import { USERS_PAGE_SIZE } from '../page-sizes';
export const DELETE_USER_QUESTION = 'Are you sure you want to delete this user? This will also delete all their notes.';

export default function AdminUsersPage() {
  const { user: me } = useCurrentUser();
  // While the next page or search loads, the rows on screen stay (no flash of "Loading users...").
  const page = useSearchedAdminPage(AdminUsersDocument, 'adminUsers', USERS_PAGE_SIZE);
  const { connection, pager } = page;

  const [editing, setEditing] = useState<AdminUserRowFragment | null>(null);
  const [deleting, setDeleting] = useState<AdminUserRowFragment | null>(null);
  const [deleteError, setDeleteError] = useState<AdminFailure | null>(null);
  const [deleteUser, deleteState] = useMutation(AdminDeleteUserDocument);

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteError(null);
    try {
      const { data } = await deleteUser({
        variables: { id: deleting.id },
        update: (cache, result) => {
          if (result.data?.adminDeleteUser.deletedId) userDeleted(cache, deleting.id);
        },
      });
      setDeleteError(payloadFailure('Failed to delete user', data?.adminDeleteUser.errors ?? []));
    } catch (caught) {
      setDeleteError(failure('Failed to delete user', caught));
    }
    setDeleting(null);
  };

  return (
    <SearchedListPage
      noun="user"
      page={page}
      description="Every account on CampusNotes: edit names, emails and roles, or remove an account with its notes."
      searchPlaceholder="Search by username or email"
    >
      {deleteError ? <ErrorBanner failure={deleteError} onDismiss={() => setDeleteError(null)} /> : null}
      {connection ? (
        <Panel>
          {connection.edges.length > 0 ? (
            <UsersTable
              users={connection.edges.map((edge) => edge.node)}
              currentUserId={me?.id}
              onEdit={setEditing}
              onDelete={(user) => {
                setDeleteError(null);
                setDeleting(user);
              }}
            />
          ) : (
            <EmptyState message="No users found matching your search." />
          )}
          <Pager {...pager} connection={connection} noun="users" />
        </Panel>
      ) : null}

      <EditUserDialog user={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete user"
        message={DELETE_USER_QUESTION}
        detail={
          deleting ? (
            <>
              {deleting.username}
              <Text as="span" display="block" fontWeight="400">
                {deleting.email} · {pluralize(deleting.notesCount, 'note')}
              </Text>
            </>
          ) : null
        }
        confirmLabel="Delete user"
        busy={deleteState.loading}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </SearchedListPage>
  );
}
