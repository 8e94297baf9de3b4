// Shared by every benchmark script: docs/benchmarks.md is made of sections between markers,
// so each script (or a partial run) replaces only its own sections and keeps the others.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** When and where the figures were taken (written above each section's table). */
export const runInfo = () => ({
  date: new Date().toISOString(),
  machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  load: os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / '),
});

// Sections appear in this order; keys not listed go last, alphabetically.
const ORDER = ['bundle', 'lighthouse', 'startup', 'api', 'overhead', 'peer', 'peerprofile', 'peerreading', 'memory', 'robust', 'fault', 'load'];

/**
 * sections: [{ key, part?, title, table: [[head...], ...rows], note? }]
 * info: runInfo() taken before the measurements started.
 */
export function writeSections(sections, info = runInfo()) {
  const file = path.join(root, 'docs/benchmarks.md');
  const previous = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const blocks = new Map([...previous.matchAll(/<!-- bench:([\w-]+) -->\n([\s\S]*?)<!-- \/bench:\1 -->/g)].map((m) => [m[1], m[2]]));
  for (const sec of sections) {
    const lines = [`## ${sec.title}`, '', `Measured ${info.date} (${info.machine}, load average before the run ${info.load}).`, ''];
    const [head, ...body] = sec.table;
    lines.push(`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...body.map((r) => `| ${r.join(' | ')} |`), '');
    if (sec.note) lines.push(sec.note, '');
    blocks.set(`${sec.key}${sec.part ?? ''}`, lines.join('\n'));
  }
  const rank = (k) => {
    const i = ORDER.indexOf(k.replace(/\d+$/, ''));
    return i < 0 ? ORDER.length : i;
  };
  const keys = [...blocks.keys()].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  const out = [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (`--only <sections>`, `--notes`, `--users`, `--duration`) and `npm run robust`;',
    'a partial run replaces only its own sections. Each figure comes from one run on a shared machine',
    '(2 cores): compare figures within a section, not across runs.',
    '',
    ...keys.map((k) => `<!-- bench:${k} -->\n${blocks.get(k)}<!-- /bench:${k} -->\n`),
  ];
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${out.join('\n')}`);
  console.log(sections.map((sec) => blocks.get(`${sec.key}${sec.part ?? ''}`)).join('\n'));
}
