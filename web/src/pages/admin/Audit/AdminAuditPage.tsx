import { useState } from 'react';
import { Badge, Field, Flex, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { AUDIT_ACTIONS } from '@domain/audit';
import { AdminAuditActorsDocument, AdminAuditRecordsDocument, type AuditAction, type AuditRecordRowFragment } from '../../../graphql/__generated__/graphql';
import { formatShortDateTime } from '../../../app/format';
import { AdminPage, CountBadge, Panel } from '../components/AdminPage';
import { AdminTable, TitleText, type AdminColumn } from '../components/AdminTable';
import { FilterSelect } from '../components/FilterSelect';
import { Pager } from '../components/Pager';
import { EmptyState, QueryStatus } from '../components/StatusViews';
import { useAdminPage } from '../hooks/useAdminPage';
import { AUDIT_ACTION_LABELS, actorLabel, changesLabel } from '../audit-labels';
import { AUDIT_PAGE_SIZE } from '../page-sizes';

const COLUMNS: readonly AdminColumn[] = [{ label: 'When' }, { label: 'Admin' }, { label: 'Action' }, { label: 'Item' }, { label: 'Reason' }];
const ACTION_OPTIONS = AUDIT_ACTIONS.map((action) => {
  const value = action.toUpperCase() as AuditAction;
  return { value, label: AUDIT_ACTION_LABELS[value] };
});
const ITEM_LABELS: Record<AuditRecordRowFragment['itemType'], string> = {
  NOTE: 'Note',
  COMMENT: 'Comment',
  USER: 'Account',
  COLLEGE: 'College',
  SUBJECT: 'Subject',
};

/** A date field's day as the start of that day (from) or of the next day (to), in the admin's time zone. */
function dayBound(day: string, next: boolean): string | null {
  if (!day) return null;
  const date = new Date(`${day}T00:00:00`);
  if (Number.isNaN(date.getTime())) return null;
  if (next) date.setDate(date.getDate() + 1);
  return date.toISOString();
}

/** The audit trail: every admin and moderation action, newest first, filtered by admin, action and dates. */
export default function AdminAuditPage() {
  const [adminId, setAdminId] = useState('');
  const [action, setAction] = useState('');
  const [fromDay, setFromDay] = useState('');
  const [toDay, setToDay] = useState('');
  const variables = {
    adminId: adminId || null,
    action: (action || null) as AuditAction | null,
    from: dayBound(fromDay, false),
    to: dayBound(toDay, true),
  };
  const { connection, loading, error, pager } = useAdminPage(AdminAuditRecordsDocument, 'auditRecords', {
    pageSize: AUDIT_PAGE_SIZE,
    variables,
    resetKey: JSON.stringify(variables),
    keepPrevious: true,
  });
  const actors = useQuery(AdminAuditActorsDocument, { fetchPolicy: 'cache-and-network' });
  const badRange = Boolean(fromDay && toDay && fromDay > toDay);

  return (
    <AdminPage
      title="Audit Trail"
      description="Every admin and moderation action, as recorded at the time. Records cannot be changed or deleted."
      aside={connection ? <CountBadge count={connection.totalCount} noun="record" /> : null}
    >
      <Flex gap="3" wrap="wrap" align="flex-end">
        <FilterSelect
          label="Filter by admin"
          value={adminId}
          onChange={setAdminId}
          allLabel="All admins"
          options={(actors.data?.auditActors ?? []).map((actor) => ({ value: actor.id, label: actor.name }))}
        />
        <FilterSelect label="Filter by action" value={action} onChange={setAction} allLabel="All actions" options={ACTION_OPTIONS} />
        <Field.Root w={{ base: 'full', md: 'auto' }}>
          <Field.Label fontSize="sm">From</Field.Label>
          <Input type="date" value={fromDay} max={toDay || undefined} onChange={(event) => setFromDay(event.target.value)} bg="bg.panel" rounded="lg" />
        </Field.Root>
        <Field.Root w={{ base: 'full', md: 'auto' }} invalid={badRange}>
          <Field.Label fontSize="sm">To</Field.Label>
          <Input type="date" value={toDay} min={fromDay || undefined} onChange={(event) => setToDay(event.target.value)} bg="bg.panel" rounded="lg" />
          <Field.ErrorText>The end date is before the start date.</Field.ErrorText>
        </Field.Root>
      </Flex>
      <QueryStatus
        error={badRange ? undefined : error}
        errorTitle="Failed to fetch the audit trail"
        loading={loading && !connection}
        loadingLabel="Loading the audit trail..."
      />
      {connection ? (
        <Panel>
          {connection.edges.length > 0 ? (
            <AdminTable minWidth="900px" columns={COLUMNS}>
              {connection.edges.map(({ node }) => (
                <AuditRow key={node.id} record={node} />
              ))}
            </AdminTable>
          ) : (
            <EmptyState message="No records match these filters." />
          )}
          <Pager {...pager} connection={connection} noun="records" />
        </Panel>
      ) : null}
    </AdminPage>
  );
}

function AuditRow({ record }: { record: AuditRecordRowFragment }) {
  const changes = changesLabel(record);
  return (
    <Table.Row data-testid="audit-row">
      <Table.Cell data-label="When" color="fg.muted" whiteSpace="nowrap">
        {formatShortDateTime(new Date(record.createdAt))}
      </Table.Cell>
      <Table.Cell data-label="Admin">{actorLabel(record)}</Table.Cell>
      <Table.Cell data-label="Action">
        <Badge
          colorPalette={record.action === 'APPROVE' ? 'green' : record.action === 'REPORT_DISMISS' || record.action === 'HIDE' ? 'gray' : 'red'}
          variant="subtle"
          rounded="full"
          px="2.5"
        >
          {AUDIT_ACTION_LABELS[record.action]}
        </Badge>
      </Table.Cell>
      <Table.Cell data-primary="">
        <Stack gap="0">
          <TitleText text={record.itemTitle} />
          <Text fontSize="xs" color="fg.subtle">
            {ITEM_LABELS[record.itemType]}
            {changes ? ` · ${changes}` : ''}
          </Text>
        </Stack>
      </Table.Cell>
      <Table.Cell data-label="Reason" color="fg.muted">
        <Text lineClamp={3} title={record.reason ?? undefined}>
          {record.reason ?? '—'}
        </Text>
      </Table.Cell>
    </Table.Row>
  );
}
