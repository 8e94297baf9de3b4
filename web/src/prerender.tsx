import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/AppRoutes';

/**
 * The landing page as a first-time visitor sees it before any data has arrived (figures and
 * account area loading), rendered at build time (chakra-static-css.ts writes it next to the
 * build) and sent by the api inside #root for `/`. It paints with the HTML and stylesheet, before
 * any script has run; when the app's first render commits, React replaces it with the same
 * markup. Its emotion <style> tags are picked up by the app's style cache, which then skips
 * inserting those rules again.
 */
export function renderLanding(): string {
  return renderToString(
    <AppProviders>
      <StaticRouter location="/">
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
  );
}
