// Bundles the /graphql explorer (GraphiQL, React) into api/dist/explorer: one script and one
// stylesheet with content hashes, plus manifest.json naming them for api/src/http/explorer.ts.
// Run by `npm run build -w api`; tests call buildExplorer() when the bundle is missing.
import { build } from 'esbuild';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const EXPLORER_OUT = path.resolve(here, '..', 'dist', 'explorer');

export async function buildExplorer(outdir = EXPLORER_OUT) {
  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  const result = await build({
    entryPoints: [path.join(here, 'explorer.tsx')],
    bundle: true,
    minify: true,
    format: 'esm',
    target: ['es2022'],
    jsx: 'automatic',
    outdir,
    entryNames: 'explorer-[hash]',
    assetNames: 'asset-[hash]',
    loader: { '.woff': 'file', '.woff2': 'file', '.ttf': 'file', '.svg': 'file', '.png': 'file' },
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
    logLevel: 'warning',
    legalComments: 'linked',
  });
  const outputs = Object.keys(result.metafile.outputs).map((file) => path.basename(file));
  const manifest = { script: outputs.find((f) => f.endsWith('.js')), style: outputs.find((f) => f.endsWith('.css')) };
  await writeFile(path.join(outdir, 'manifest.json'), JSON.stringify(manifest));
  return manifest;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const manifest = await buildExplorer();
  console.log(`explorer: ${manifest.script}, ${manifest.style}`);
}
