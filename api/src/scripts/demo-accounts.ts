import 'reflect-metadata';
import { loadConfig } from '../config';
import { openAppDatabase } from '../db/bootstrap';
import { demoSignInsBlock, existingDemoSignIns, resetDemoPasswords } from '../db/demo-data';
import { runningEmbeddedUrl } from '../db/embedded';
import { createLogger } from '../logger';
import { runMain } from './run-main';

/**
 * `npm run demo-accounts`: the demo admin and student sign-ins. Their passwords are stored
 * hashed, so `-- --reset` sets fresh ones (ending their sessions) and prints them. Works while
 * `npm start` runs (it joins that embedded PostgreSQL) and when it does not (it starts it).
 */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const reset = args.includes('--reset');
  if (args.some((a) => a !== '--reset')) {
    console.error('usage: npm run demo-accounts [-- --reset]');
    return 2;
  }
  const config = loadConfig();
  const databaseUrl = config.databaseUrl ?? runningEmbeddedUrl(config.dataDir)?.url;
  const db = await openAppDatabase({ ...config, databaseUrl, dbPoolMax: 2 }, createLogger('warn'));
  try {
    const signIns = reset ? await resetDemoPasswords(db.dataSource, config) : await existingDemoSignIns(db.dataSource, config);
    if (!signIns) {
      console.error('There are no demo accounts in this database: `npm start` loads the demo data on its first start with an empty database.');
      return 1;
    }
    console.log(demoSignInsBlock(signIns, `CampusNotes demo sign-ins (${config.publicUrl})`));
    if (reset) console.log('The demo accounts have new passwords; their earlier sessions have ended.');
    return 0;
  } finally {
    await db.close();
  }
}

runMain(main);
