#!/usr/bin/env node
// `npm run schema:check`: compares schema.graphql with the last released schema
// (docs/schema/released.graphql) using GraphQL Inspector, and fails on a breaking change unless
// docs/schema/CHANGELOG.md lists it as deliberate, one line per schema coordinate:
//
//   - BREAKING `Mutation.toggleLike`: returns NotePayload instead of Note.
//
// A listed coordinate also covers the coordinates under it (`Note.comments` covers
// `Note.comments.first`). When a version is released, released.graphql is replaced by that
// version's schema.graphql and its changelog entries go under the version's heading.
// CommonJS so that the api's jest tests can require it.
const fs = require('node:fs');
const path = require('node:path');
const { buildSchema } = require('graphql');
const { diff, CriticalityLevel } = require('@graphql-inspector/core');

const root = path.resolve(__dirname, '..');
const FILES = {
  current: path.join(root, 'schema.graphql'),
  released: path.join(root, 'docs', 'schema', 'released.graphql'),
  changelog: path.join(root, 'docs', 'schema', 'CHANGELOG.md'),
};

/** The coordinates the changelog marks as deliberate breaking changes. */
function listedBreakingChanges(changelog) {
  const listed = new Set();
  for (const match of changelog.matchAll(/^\s*[-*]\s+BREAKING\s+`([^`]+)`/gm)) listed.add(match[1].trim());
  return listed;
}

/** Every breaking change from `releasedSdl` to `currentSdl`, as GraphQL Inspector names them. */
async function breakingChanges(releasedSdl, currentSdl) {
  const changes = await diff(buildSchema(releasedSdl), buildSchema(currentSdl));
  return changes
    .filter((change) => change.criticality.level === CriticalityLevel.Breaking)
    .map((change) => ({ coordinate: change.path ?? '', message: change.message }));
}

function isListed(coordinate, listed) {
  for (let c = coordinate; c; c = c.includes('.') ? c.slice(0, c.lastIndexOf('.')) : '') if (listed.has(c)) return true;
  return false;
}

/** The breaking changes, and those of them the changelog does not list (the check fails on these). */
async function checkSchema({ released, current, changelog }) {
  const breaking = await breakingChanges(released, current);
  const listed = listedBreakingChanges(changelog);
  return { breaking, unlisted: breaking.filter((change) => !isListed(change.coordinate, listed)) };
}

async function main() {
  const read = (file) => fs.readFileSync(file, 'utf8');
  const { breaking, unlisted } = await checkSchema({ released: read(FILES.released), current: read(FILES.current), changelog: read(FILES.changelog) });
  console.log(
    `schema.graphql against docs/schema/released.graphql: ${breaking.length} breaking change(s), ${breaking.length - unlisted.length} listed in docs/schema/CHANGELOG.md`,
  );
  if (unlisted.length === 0) return;
  console.error('\nBreaking changes not listed as deliberate in docs/schema/CHANGELOG.md:');
  for (const change of unlisted) console.error(`  - BREAKING \`${change.coordinate}\`: ${change.message}`);
  console.error('\nKeep the old field (mark it @deprecated(reason: "...")) or, if the break is deliberate, add these lines to the changelog.');
  process.exitCode = 1;
}

module.exports = { checkSchema, breakingChanges, listedBreakingChanges };

if (require.main === module) {
  main().catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
}
