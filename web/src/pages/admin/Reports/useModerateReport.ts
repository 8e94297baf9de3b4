import { useMutation } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { toaster } from '../../../components/Toaster/toaster';
import { ModerateReportedItemDocument, OpenReportCountDocument, type ModerationDecision, type ReportedItemKind } from '../../../graphql/__generated__/graphql';

export interface ModerationTarget {
  kind: ReportedItemKind;
  id: string;
  title: string;
}

const DONE: Record<ModerationDecision, string> = {
  DISMISS: 'Reports dismissed',
  UNPUBLISH: 'Note unpublished',
  DELETE: 'Deleted',
};

/** A decided item leaves every cached page of the queue, and the sidebar badge counts one less. */
function removeFromQueue(cache: ApolloCache, id: string) {
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      reportQueue(stored: unknown, { readField }) {
        const existing = stored as { totalCount: number; edges?: { node: unknown }[] } | undefined;
        if (!existing?.edges) return stored;
        const edges = existing.edges.filter((edge) => readField('id', edge.node as never) !== id);
        if (edges.length === existing.edges.length) return stored;
        return { ...existing, edges, totalCount: Math.max(0, existing.totalCount - 1) };
      },
    },
  });
  cache.updateQuery({ query: OpenReportCountDocument }, (data) => (data ? { openReportCount: Math.max(0, data.openReportCount - 1) } : data));
}

/** Dismiss, unpublish or delete a reported item; resolves with the api's message when refused. */
export function useModerateReport() {
  const [moderate, { loading }] = useMutation(ModerateReportedItemDocument);
  const decide = async (target: ModerationTarget, action: ModerationDecision, reason?: string): Promise<string | null> => {
    try {
      const { data } = await moderate({
        variables: { input: { kind: target.kind, id: target.id, action, reason: reason?.trim() || null } },
        update(cache, { data: answer }) {
          if (answer?.moderateReportedItem.action) removeFromQueue(cache, target.id);
        },
      });
      const message = data?.moderateReportedItem.errors[0]?.message ?? null;
      if (!message) toaster.success({ title: DONE[action], description: target.title });
      return message;
    } catch (failure) {
      console.error('moderating a reported item failed', failure);
      return 'That did not work. Please try again.';
    }
  };
  return { decide, busy: loading };
}
