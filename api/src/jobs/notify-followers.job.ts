import type { SqlRunner } from '../data/sql-runner';
import { insertFollowedNoteNotifications } from '../data/notification.data';
import type { JobDefinition } from './job-queue';

export const FOLLOWER_FANOUT_JOB = 'notify-followers';
export interface FollowerFanOutData {
  noteId: string;
  actorId: string | null;
}

/**
 * Tells the followers of a newly public note's course or subject. Followers can be many: the
 * approving transaction only queues this job (NotificationService.noteReviewed), and a job
 * worker on any replica writes their notifications in one set-based statement, never twice.
 */
export function notifyFollowersJob(sql: SqlRunner): JobDefinition<FollowerFanOutData> {
  return {
    name: FOLLOWER_FANOUT_JOB,
    retryLimit: 5,
    retryDelaySeconds: 5,
    backoff: true,
    timeoutSeconds: 120,
    run: async ({ noteId, actorId }) => {
      await insertFollowedNoteNotifications(sql, noteId, actorId);
    },
  };
}
