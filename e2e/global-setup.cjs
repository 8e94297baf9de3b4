// Starts CampusNotes exactly as a newcomer does (`npm start`, embedded PostgreSQL, demo data)
// in a throwaway data folder and on a free port, and waits until it serves pages.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/**
 * A real SMTP server for the app's mail (password reset links): each mail it receives is written,
 * as it came, to `dir` as <n>.eml, where the journeys read it (E2E_MAIL_DIR).
 */
async function startMailbox(dir) {
  const { SMTPServer } = require('smtp-server');
  fs.mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        count += 1;
        fs.writeFileSync(path.join(dir, `${String(count).padStart(4, '0')}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `smtp://127.0.0.1:${server.server.address().port}` };
}

/** What GET /metrics asks for (e2e/metrics.e2e.ts scrapes the app the journeys drive). */
const METRICS_TOKEN = 'e2e-metrics-token-7f3a9c2d41';

module.exports = async () => {
  const root = path.resolve(__dirname, '..');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campusnotes-e2e-'));
  const mailDir = path.join(dataDir, 'mail');
  const mailbox = await startMailbox(mailDir);
  const port = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : await freePort();
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  // DEMO_PREVIEW_NOTES: the journeys' own uploads are what they check; page images for all 300 demo
  // notes (the default) would keep both cores busy for the whole run.
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      SEED_DEMO: 'true',
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'admin@e2e.test',
      ADMIN_PASSWORD: 'e2e-admin-password',
      DEMO_PASSWORD: 'e2e-student-password',
      LOG_LEVEL: 'warn',
      DEMO_PREVIEW_NOTES: '24',
      SMTP_URL: mailbox.url,
      MAIL_FROM: 'CampusNotes <help@e2e.test>',
      METRICS_TOKEN: METRICS_TOKEN,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`the app did not start; log:\n${fs.readFileSync(logFile, 'utf8').slice(-3000)}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  process.env.E2E_URL = url;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_METRICS_TOKEN = METRICS_TOKEN;
  globalThis.__E2E_SERVER__ = { child, dataDir, logFile, mailbox: mailbox.server };
};
