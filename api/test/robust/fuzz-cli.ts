import fs from 'node:fs';
import { formatFailures } from './fuzz-engine';
import { fuzzAgainstChildServer } from './fuzz-target';

/**
 * The long fuzz run for `npm run robust` / `npm run bench -- --only robust`:
 *   node -r @swc-node/register test/robust/fuzz-cli.ts --random 5 --stride 1 --out summary.json
 * Needs TEST_DATABASE_URL (a PostgreSQL server it may create databases on).
 */
const args = process.argv.slice(2);
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};

async function main() {
  const started = Date.now();
  let last = 0;
  const run = await fuzzAgainstChildServer({ randomPerSlot: Number(opt('random', '5')), stride: Number(opt('stride', '1')) }, (done, total) => {
    if (Date.now() - last > 10_000) {
      last = Date.now();
      console.error(`fuzz: ${done}/${total} cases, ${Math.round((Date.now() - started) / 1000)} s`);
    }
  });
  const out = { ...run.summary, cases: run.cases, restarts: run.restarts, spoolLeft: run.spoolLeft, report: formatFailures(run.summary.failures, 5) };
  fs.writeFileSync(opt('out', 'fuzz-summary.json'), JSON.stringify(out, null, 2));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
