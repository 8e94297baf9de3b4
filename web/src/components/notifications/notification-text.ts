import type { NotificationItemFragment } from '../../graphql/__generated__/graphql';

/** One sentence per notification, as the bell's list shows it. */
export function notificationText(n: NotificationItemFragment): string {
  const title = `“${n.noteTitle}”`;
  const who = n.actor?.username ?? 'Someone';
  const why = n.reason ? `: ${n.reason}` : '.';
  switch (n.kind) {
    case 'NOTE_APPROVED':
      return `Your note ${title} was approved and is public.`;
    case 'NOTE_REJECTED':
      return `Your note ${title} was rejected${why}`;
    case 'NOTE_UNPUBLISHED':
      return `Your note ${title} was unpublished${why}`;
    case 'NOTE_REMOVED':
      return `Your note ${title} was removed${why}`;
    case 'NOTE_COMMENTED':
      return `${who} commented on ${title}.`;
    case 'NOTE_LIKED':
      return n.count > 1 ? `${who} and ${n.count - 1} ${n.count === 2 ? 'other' : 'others'} liked ${title}.` : `${who} liked ${title}.`;
    case 'FOLLOWED_NOTE':
      return `New note in what you follow: ${title}.`;
    default:
      return title;
  }
}

/** Where the notification leads: the note (its comments for a comment), or nowhere once it is gone. */
export function notificationHref(n: NotificationItemFragment): string | null {
  if (!n.note) return null;
  return n.kind === 'NOTE_COMMENTED' ? `/notes/${n.note.id}#comments` : `/notes/${n.note.id}`;
}
