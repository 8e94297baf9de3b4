import type { Logger } from '../logger';
import type { AppServices } from '../services';
import { DEFAULT_ADMIN_EMAIL, STUDENT_EMAIL } from './accounts';

const COMMENTS = ['Thank you! The worked examples in here saved my revision week.', 'Clear and to the point. Could you share the next unit too?'];

/**
 * A first start gives the demo student a few real notifications, so the bell is not empty: other
 * demo students like and comment on the student's newest notes, and the student follows a subject
 * in which an admin then approves a waiting note. Each goes through the services the app uses
 * (likes, comments, follows, review), so the notifications are the ones those actions make. Returns
 * how many actions it took; with no demo student (a custom seed) it does nothing.
 */
export async function seedDemoNotifications(services: AppServices, adminEmail: string | undefined, log: Logger): Promise<number> {
  const ds = services.dataSource;
  const [student]: { id: string }[] = await ds.query(`SELECT id FROM users WHERE lower(email) = $1`, [STUDENT_EMAIL]);
  const [admin]: { id: string }[] = await ds.query(`SELECT id FROM users WHERE lower(email) = $1 AND role = 'admin'`, [
    (adminEmail ?? DEFAULT_ADMIN_EMAIL).toLowerCase(),
  ]);
  if (!student) return 0;
  const studentViewer = { id: student.id, role: 'user' as const };
  const notes: { id: string }[] = await ds.query(`SELECT id FROM notes WHERE uploader_id = $1 AND approved ORDER BY created_at DESC, id DESC LIMIT 2`, [
    student.id,
  ]);
  let actions = 0;
  for (const [i, note] of notes.entries()) {
    // Demo students who have not liked this note yet (a like here is a toggle).
    const likers: { id: string }[] = await ds.query(
      `SELECT u.id FROM users u WHERE u.role = 'user' AND u.id <> $1
          AND NOT EXISTS (SELECT 1 FROM likes l WHERE l.note_id = $2 AND l.user_id = u.id)
        ORDER BY u.created_at, u.id LIMIT $3`,
      [student.id, note.id, i === 0 ? 4 : 1],
    );
    for (const liker of likers) {
      await services.likes.toggleLike({ id: liker.id, role: 'user' }, note.id);
      actions++;
    }
    const commenter = likers[likers.length - 1];
    if (commenter) {
      await services.comments.addComment({ id: commenter.id, role: 'user' }, note.id, COMMENTS[i % COMMENTS.length]);
      actions++;
    }
  }
  // A note waiting for review, by someone else: the student follows its subject, an admin approves it.
  const [waiting]: { id: string; subject: string }[] = await ds.query(
    `SELECT id, subject FROM notes WHERE NOT approved AND uploader_id <> $1 AND file_key IS NOT NULL ORDER BY created_at DESC, id DESC LIMIT 1`,
    [student.id],
  );
  if (waiting && admin) {
    await services.follows.follow(studentViewer, 'subject', waiting.subject);
    await services.admin.reviewNote({ id: admin.id, role: 'admin' }, waiting.id, true);
    actions += 2;
  }
  log.info({ actions }, 'demo student notifications seeded');
  return actions;
}
