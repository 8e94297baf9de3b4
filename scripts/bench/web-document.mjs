// The web app's GraphQL operations as the browser sends them: a file's operations and
// fragments plus the fragments they spread from other files (web/src/graphql/common.graphql).
import fs from 'node:fs';
import path from 'node:path';
import { Kind, parse, print, visit } from 'graphql';

export function webDocument(root, file) {
  const dir = path.join(root, 'web', 'src', 'graphql');
  const read = (f) => parse(fs.readFileSync(path.join(dir, f), 'utf8')).definitions;
  const fragments = new Map(
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.graphql'))
      .flatMap(read)
      .filter((d) => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const picked = [...read(file)];
  const seen = new Set(picked.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => d.name.value));
  for (let i = 0; i < picked.length; i++) {
    visit(picked[i], {
      FragmentSpread(node) {
        if (seen.has(node.name.value)) return;
        seen.add(node.name.value);
        picked.push(fragments.get(node.name.value));
      },
    });
  }
  return picked.map((d) => print(d)).join('\n\n');
}
