#!/usr/bin/env node
// `npm run dev`: the api (compiled on the fly by swc, on port 4000) and Vite's dev server
// (hot reload, proxying /graphql and /api to the api). Ctrl-C stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children = [
  spawn('npm', ['run', 'dev', '-w', '@campusnotes/api'], { cwd: root, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@campusnotes/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = (signal) => children.forEach((c) => c.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
let running = children.length;
children.forEach((c) =>
  c.on('exit', (code) => {
    if (code) stop('SIGTERM');
    if (--running === 0) process.exit(code ?? 0);
  }),
);
