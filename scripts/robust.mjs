#!/usr/bin/env node
// `npm run robust [-- --only robust,load --fuzz-random 5 --vus 200 --load-seconds 60]`
// The long part of the robustness suite: the big fuzz run and the mixed load of virtual users.
// Writes the `robust` and `load` sections of docs/benchmarks.md (the quick part runs in `npm test`).
import { runInfo, writeSections } from './bench/report.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};

const info = runInfo();
const sections = [];
for (const name of opt('only', 'robust,load').split(',')) {
  const mod = await import(`./bench/${name}.mjs`);
  sections.push(...(await mod.run({ args, opt })));
}
writeSections(sections, info);
