import { Badge, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { UserAvatar } from '../../../components/UserAvatar/UserAvatar';
import type { AdminUserRowFragment } from '../../../graphql/__generated__/graphql';
import { ActionButton } from '../components/ActionButton';
import { PencilIcon, TrashIcon } from '../components/icons';
import { ACTIONS_COLUMN, AdminTable, CountCell, RowActionsCell, TextCell, type AdminColumn } from '../components/AdminTable';
import { formatDate } from '../../../app/format';
import { ROLE_LABELS } from '../format';

const USER_COLUMNS: readonly AdminColumn[] = [
  { label: 'Username' },
  { label: 'Email' },
  { label: 'Role' },
  { label: 'Notes count', alignEnd: true },
  ACTIONS_COLUMN,
];

interface UsersTableProps {
  users: readonly AdminUserRowFragment[];
  /** The signed-in admin: their own row cannot be deleted from here. */
  currentUserId: string | undefined;
  onEdit: (user: AdminUserRowFragment) => void;
  onDelete: (user: AdminUserRowFragment) => void;
}

/** Username, Email, Role, Notes count and the edit/delete actions; one card per account on phones. */
export function UsersTable({ users, currentUserId, onEdit, onDelete }: UsersTableProps) {
  return (
    <AdminTable minWidth="760px" columns={USER_COLUMNS} interactive>
      {users.map((user) => {
        const isSelf = user.id === currentUserId;
        return (
          <Table.Row key={user.id} data-testid="admin-user-row">
            <Table.Cell data-primary="">
              <HStack gap="3">
                <UserAvatar name={user.username} src={user.avatarUrl} size="sm" />
                <Stack gap="0" minW="0">
                  <HStack gap="2">
                    <Text fontWeight="600" color="fg">
                      {user.username}
                    </Text>
                    {isSelf ? (
                      <Badge size="xs" variant="outline" colorPalette="gray" rounded="full">
                        You
                      </Badge>
                    ) : null}
                  </HStack>
                  <Text fontSize="xs" color="fg.subtle">
                    Joined {formatDate(user.createdAt)}
                  </Text>
                </Stack>
              </HStack>
            </Table.Cell>
            <TextCell label="Email" value={user.email} />
            <Table.Cell data-label="Role">
              <Badge colorPalette={user.role === 'ADMIN' ? 'purple' : 'gray'} variant="subtle" rounded="full" px="2.5">
                {ROLE_LABELS[user.role]}
              </Badge>
            </Table.Cell>
            <CountCell label="Notes count" value={user.notesCount} />
            <RowActionsCell>
              <ActionButton label="Edit" aria-label={`Edit ${user.username}`} icon={PencilIcon} onClick={() => onEdit(user)} />
              <ActionButton
                label="Delete"
                aria-label={`Delete ${user.username}`}
                title={isSelf ? 'This is your account' : undefined}
                icon={TrashIcon}
                colorPalette="red"
                disabled={isSelf}
                onClick={() => onDelete(user)}
              />
            </RowActionsCell>
          </Table.Row>
        );
      })}
    </AdminTable>
  );
}
