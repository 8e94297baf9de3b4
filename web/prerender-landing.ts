import { runnerImport, type Plugin } from 'vite';

/** Where the build writes the landing page's markup; the api puts it inside #root for `/`. */
export const PRERENDERED_LANDING = 'prerendered/landing.html';

interface PrerenderModule {
  renderLanding(): string;
}

/**
 * Renders the landing page at build time (src/prerender.tsx) so that `/` paints with its HTML
 * and stylesheet instead of after the scripts have downloaded and run: on a phone that was the
 * whole of the landing's LCP (3.3 s, render delay). The global styles and the title are left
 * out: the stylesheet (chakra-static-css.ts) and index.html carry them.
 */
export function prerenderLanding(entry: string, alias: Record<string, string>): Plugin {
  return {
    name: 'campusnotes:prerender-landing',
    apply: 'build',
    async generateBundle() {
      const { module } = await runnerImport<PrerenderModule>(entry, { configFile: false, logLevel: 'warn', resolve: { alias } });
      const markup = module
        .renderLanding()
        .replace(/<style data-emotion="css-global [^"]*">[\s\S]*?<\/style>/g, '')
        .replace(/<title>[\s\S]*?<\/title>/g, '');
      if (!markup.includes('<h1')) throw new Error(`prerender-landing: the landing page rendered no heading: ${markup.slice(0, 600)}`);
      this.emitFile({ type: 'asset', fileName: PRERENDERED_LANDING, source: markup });
    },
  };
}
