import { useLocation } from 'react-router';
import { BrowseSkeleton } from '../../pages/Browse/BrowseSkeleton';
import { NoteDetailLoading, NoteStateFrame } from '../../pages/NoteDetail/NoteDetailFrame';
import { PageFallback } from './PageFallback';

/**
 * What a public route shows while its lazy page downloads: the page's own skeleton where the
 * page is a common arrival (a shared note link, browse), else a spinner.
 */
export function RouteFallback() {
  const { pathname } = useLocation();
  if (/^\/notes\/[^/]+\/?$/.test(pathname)) {
    return (
      <NoteStateFrame>
        <NoteDetailLoading />
      </NoteStateFrame>
    );
  }
  if (/^\/browse\/?$/.test(pathname)) return <BrowseSkeleton />;
  return <PageFallback />;
}
