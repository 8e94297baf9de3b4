// The peer of `npm run bench -- --only peer`: PostGraphile 4 over the app's own database, as a
// team would deploy it. `node scripts/bench/peer/server.cjs <port> <databaseUrl> <processes>`
// prints `listening` once every process serves. Production settings: no GraphiQL, no watch, no
// query log, no error stacks, one pg pool of 10 per process, node:cluster with as many
// processes as the app has workers. It serves the schema `peer` (scripts/bench/peer/schema.sql),
// which the bench creates before starting this and drops afterwards.
'use strict';
const cluster = require('node:cluster');
const http = require('node:http');
const { Pool } = require('pg');
const { postgraphile } = require('postgraphile');

const [port, databaseUrl, processes] = [Number(process.argv[2]), process.argv[3], Number(process.argv[4] ?? 2)];

if (cluster.isPrimary) {
  let ready = 0;
  for (let i = 0; i < processes; i++) {
    cluster.fork().on('message', (m) => {
      if (m === 'listening' && ++ready === processes) process.stdout.write('listening\n');
    });
  }
  const stop = () => {
    for (const w of Object.values(cluster.workers)) w.process.kill('SIGTERM');
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
} else {
  const pool = new Pool({ connectionString: databaseUrl, max: 10 });
  const middleware = postgraphile(pool, 'peer', {
    graphiql: false,
    watchPg: false,
    disableQueryLog: true,
    showErrorStack: false,
    extendedErrors: [],
    disableDefaultMutations: true,
    ignoreRBAC: false,
    setofFunctionsContainNulls: false,
    // classicIds stays off: `id` is the uuid column (the node interface's id is `nodeId`), as in the app's schema.
    retryOnInitFail: false,
    enableQueryBatching: false,
  });
  http.createServer(middleware).listen(port, '127.0.0.1', () => process.send('listening'));
  process.on('SIGTERM', () => pool.end().finally(() => process.exit(0)));
}
