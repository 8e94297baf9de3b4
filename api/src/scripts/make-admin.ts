import 'reflect-metadata';
import { promoteToAdmin } from '../auth/admin-bootstrap';
import { loadConfig } from '../config';
import { openAppDatabase } from '../db/bootstrap';
import { createLogger } from '../logger';
import { runMain } from './run-main';

/** `npm run make-admin -- someone@example.com`: gives an existing account the admin role. */
async function main(): Promise<number> {
  const email = process.argv[2];
  if (!email || !email.includes('@')) {
    console.error('usage: npm run make-admin -- someone@example.com');
    return 2;
  }
  const db = await openAppDatabase(loadConfig(), createLogger('warn'));
  try {
    if (await promoteToAdmin(db.dataSource, email)) {
      console.log(`${email} is now an admin.`);
      return 0;
    }
    console.error(`No account uses ${email}. Sign up first, then run this again.`);
    return 1;
  } finally {
    await db.close();
  }
}

runMain(main);
