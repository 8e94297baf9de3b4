import { useState } from 'react';
import { Badge, Button, Center, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ReportQueueDocument, type ModerationDecision } from '../../../graphql/__generated__/graphql';
import { AdminPage } from '../components/AdminPage';
import { PartyIcon } from '../components/icons';
import { EmptyState, ErrorBanner, LoadingState } from '../components/StatusViews';
import { failure } from '../hooks/errors';
import { formatCount } from '../format';
import { itemTitle, ReportedItemCard, type ReportedItemNode } from './ReportedItemCard';
import { UnpublishDialog } from './UnpublishDialog';
import { useModerateReport } from './useModerateReport';
import { useLoadMore } from '../../../hooks/useLoadMore';

export const REPORTS_PAGE_SIZE = 20;

type Pending = { item: ReportedItemNode; action: 'UNPUBLISH' | 'DELETE' };

/** The report queue: reported notes and comments, most reported first, with the admins' decisions. */
export default function AdminReportsPage() {
  const { data, loading, error, fetchMore, refetch } = useQuery(ReportQueueDocument, {
    variables: { first: REPORTS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const { decide, busy } = useModerateReport();
  const [pending, setPending] = useState<Pending | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const queue = data?.reportQueue;
  const more = useLoadMore(data, 'reportQueue', fetchMore);

  const target = (item: ReportedItemNode) => ({ kind: item.kind, id: item.id, title: itemTitle(item) });

  const onDecide = async (item: ReportedItemNode, action: ModerationDecision) => {
    setDialogError(null);
    if (action === 'DISMISS') {
      const message = await decide(target(item), 'DISMISS');
      if (message) setDialogError(message);
      return;
    }
    setPending({ item, action });
  };

  const confirm = async (reason?: string) => {
    if (!pending) return;
    const message = await decide(target(pending.item), pending.action, reason);
    if (message) setDialogError(message);
    else setPending(null);
  };

  let body;
  if (loading && !queue) body = <LoadingState label="Loading reports..." />;
  else if (error && !queue) body = <ErrorBanner failure={failure('Failed to fetch reports', error)} onDismiss={() => void refetch()} />;
  else if (!queue?.edges.length) body = <EmptyState message="No open reports" hint="Reported notes and comments show up here." icon={PartyIcon} />;
  else {
    body = (
      <Stack gap="4">
        {queue.edges.map(({ node }) => (
          <ReportedItemCard key={`${node.kind}-${node.id}`} item={node} busy={busy} onDecide={(item, action) => void onDecide(item, action)} />
        ))}
        {queue.pageInfo.hasNextPage ? (
          <Center>
            <Button variant="outline" rounded="full" loading={more.loading} onClick={() => void more.loadMore()}>
              Load more
            </Button>
          </Center>
        ) : null}
      </Stack>
    );
  }

  return (
    <AdminPage
      title="Reports"
      description="Notes and comments students reported, the most reported first. Every decision is recorded."
      aside={
        queue ? (
          <Badge colorPalette="red" variant="subtle" rounded="full" px="3" py="1" fontSize="sm">
            {formatCount(queue.totalCount)} open
          </Badge>
        ) : null
      }
    >
      {dialogError && !pending ? (
        <ErrorBanner failure={{ title: 'The decision was not recorded', detail: dialogError }} onDismiss={() => setDialogError(null)} />
      ) : null}
      {body}
      <UnpublishDialog
        open={pending?.action === 'UNPUBLISH'}
        title={pending ? pending.item.note.title : ''}
        busy={busy}
        error={dialogError}
        onConfirm={(reason) => void confirm(reason)}
        onCancel={() => setPending(null)}
      />
      <ConfirmDialog
        open={pending?.action === 'DELETE'}
        title={pending?.item.kind === 'COMMENT' ? 'Delete comment' : 'Delete note'}
        message={pending?.item.kind === 'COMMENT' ? 'Are you sure you want to delete this comment?' : 'Are you sure you want to delete this note?'}
        detail={pending ? itemTitle(pending.item) : undefined}
        confirmLabel="Delete"
        busy={busy}
        error={dialogError}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </AdminPage>
  );
}
