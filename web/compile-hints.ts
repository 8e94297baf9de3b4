import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';
import { PUBLIC_PAGE_MODULES, START_MODULES } from '../api/src/domain/public-pages';

/** The precompressed copies vite.config.ts has made, with the same settings. */
const RECOMPRESS: [string, (code: string) => Buffer][] = [
  ['.br', (code) => zlib.brotliCompressSync(code, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })],
  ['.gz', (code) => zlib.gzipSync(code, { level: 9 })],
];

/** V8's explicit compile hint: compile every function of the file when the file is compiled. */
const HINT = '//# allFunctionsCalledOnLoad\n';

/*
 * The code a server-rendered page runs before it answers a tap (the entry, the Chakra system,
 * the route's page with Apollo and everything they import) is marked for eager compilation.
 *
 * V8 compiles a function the first time it is called, on the main thread: hydrating a page
 * calls a few thousand functions of React, Chakra and Apollo for the first time, so much of each
 * long task after the first paint was compiling (Apollo's first cache read: 130-200 ms at a
 * phone's speed cold against 30-50 ms for the same read once compiled). With the hint (Chrome
 * 136+, https://v8.dev/blog/explicit-compile-hints) the whole file is compiled as it streams in,
 * off the main thread. Chunks only other routes, dialogs or later taps load stay lazy: compiling
 * all of them up front would cost more than it saves. Browsers without the hint read a comment.
 */
export function compileHints(webRoot: string): Plugin {
  const wantedModules = new Set([...START_MODULES, ...PUBLIC_PAGE_MODULES.map(([, module]) => module)].map((module) => path.resolve(webRoot, module)));
  /** The entry, the start modules and public pages, and every chunk they import statically. */
  const chunksToHint = (chunks: Record<string, Rolldown.OutputChunk>): Set<string> => {
    const found = new Set<string>();
    const add = (fileName: string) => {
      const chunk = chunks[fileName];
      if (!chunk || found.has(fileName)) return;
      found.add(fileName);
      for (const imported of chunk.imports) add(imported);
    };
    for (const [fileName, chunk] of Object.entries(chunks)) {
      if (chunk.isEntry || chunk.moduleIds.some((id) => wantedModules.has(id))) add(fileName);
    }
    return found;
  };

  return {
    name: 'campusnotes:compile-hints',
    apply: 'build',
    // Last: after minification (which drops comments) and after Vite's own rewriting of the
    // chunks. The line it adds shifts each source map by one line, and the precompressed copies
    // (made by then, vite.config.ts) are made again from the hinted code.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.fromEntries(Object.entries(bundle).filter((entry): entry is [string, Rolldown.OutputChunk] => entry[1].type === 'chunk'));
        for (const fileName of chunksToHint(chunks)) {
          const chunk = chunks[fileName];
          chunk.code = HINT + chunk.code;
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          for (const [suffix, compress] of RECOMPRESS) {
            const copy = bundle[`${fileName}${suffix}`];
            if (copy?.type === 'asset') copy.source = compress(chunk.code);
          }
          const mapAsset = bundle[`${fileName}.map`];
          if (mapAsset?.type === 'asset' && typeof mapAsset.source === 'string') {
            const map = JSON.parse(mapAsset.source) as { mappings: string };
            mapAsset.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
          }
        }
      },
    },
  };
}
