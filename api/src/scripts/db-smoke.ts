import 'reflect-metadata';
import { loadConfig } from '../config';
import { openAppDatabase } from '../db/bootstrap';
import { createLogger } from '../logger';

async function main() {
  const config = loadConfig();
  const log = createLogger('info');
  const db = await openAppDatabase(config, log);
  console.log(await db.dataSource.query('select count(*) from users'));
  await db.close();
}
main().catch((e) => {
  console.error(e);
  process.exit(1);
});
