import type { DataSource } from 'typeorm';
import { promoteEmailToAdmin } from '../data/user.data';

/**
 * Gives the account with this email the admin role. Used at start for ADMIN_EMAIL and by
 * `npm run make-admin`; no admin password ever lives in code.
 * Returns false when no account has that email (it becomes admin when it signs up).
 */
export async function promoteToAdmin(ds: DataSource, email: string): Promise<boolean> {
  return promoteEmailToAdmin(ds, email.trim());
}
