import { useEffect, useRef, useState } from 'react';
import { Box, Stack, Text } from '@chakra-ui/react';
import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy, type RenderTask } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { panelSurface } from '../../card-surface';

// The worker is a separate file of our own origin (the CSP allows 'self' workers); this module
// is only reached through React.lazy, so pdf.js never weighs on Browse or the landing page.
GlobalWorkerOptions.workerSrc = workerUrl;

/** Long documents render on demand: the first pages at once, the rest as they scroll into view. */
const EAGER_PAGES = 2;

interface PdfPagesProps {
  data: ArrayBuffer;
  title: string;
}

type LoadState = { status: 'loading' } | { status: 'ready'; pdf: PDFDocumentProxy } | { status: 'failed' };

export default function PdfPages({ data, title }: PdfPagesProps) {
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  useEffect(() => {
    // pdf.js takes ownership of the buffer it is given: hand it a copy so a re-render can reuse ours.
    const task = getDocument({ data: data.slice(0), isEvalSupported: false });
    task.promise.then(
      (pdf) => setState({ status: 'ready', pdf }),
      (error: unknown) => {
        console.error('Could not read the PDF', error);
        setState({ status: 'failed' });
      },
    );
    return () => {
      void task.destroy();
    };
  }, [data]);

  if (state.status === 'loading') {
    return (
      <Text color="fg.subtle" textAlign="center" py="10" role="status">
        Rendering pages...
      </Text>
    );
  }
  if (state.status === 'failed') {
    return (
      <Text color="fg.error" textAlign="center" py="10" role="alert">
        This PDF could not be displayed. Download it to read it.
      </Text>
    );
  }
  const pages = Array.from({ length: state.pdf.numPages }, (_, index) => index + 1);
  return (
    <Stack gap="4" align="center" data-testid="pdf-pages" aria-label={`${title}: ${pages.length} pages`}>
      {pages.map((pageNumber) => (
        <PdfPage key={pageNumber} pdf={state.pdf} pageNumber={pageNumber} eager={pageNumber <= EAGER_PAGES} />
      ))}
    </Stack>
  );
}

interface PdfPageProps {
  pdf: PDFDocumentProxy;
  pageNumber: number;
  eager: boolean;
}

function PdfPage({ pdf, pageNumber, eager }: PdfPageProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [visible, setVisible] = useState(eager);
  const [aspect, setAspect] = useState(1.414);

  useEffect(() => {
    if (visible || !frameRef.current || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(frameRef.current);
    return () => observer.disconnect();
  }, [visible]);

  useEffect(() => {
    if (!visible) return;
    let renderTask: RenderTask | null = null;
    let cancelled = false;
    void (async () => {
      const page = await pdf.getPage(pageNumber);
      const canvas = canvasRef.current;
      const frame = frameRef.current;
      if (cancelled || !canvas || !frame) return;
      const natural = page.getViewport({ scale: 1 });
      setAspect(natural.height / natural.width);
      const cssWidth = frame.clientWidth || natural.width;
      const viewport = page.getViewport({ scale: (cssWidth / natural.width) * (window.devicePixelRatio || 1) });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      renderTask = page.render({ canvas, viewport });
      await renderTask.promise;
      canvas.dataset.rendered = 'true';
    })().catch((error: unknown) => {
      if (!cancelled) console.error(`Could not render page ${pageNumber}`, error);
    });
    return () => {
      cancelled = true;
      renderTask?.cancel();
    };
  }, [pdf, pageNumber, visible]);

  return (
    <Box ref={frameRef} w="full" maxW="3xl" {...panelSurface} shadow="md" rounded="sm" overflow="hidden" style={{ aspectRatio: `1 / ${aspect}` }}>
      <canvas ref={canvasRef} aria-label={`Page ${pageNumber}`} role="img" style={{ display: 'block', width: '100%', height: '100%' }} />
    </Box>
  );
}
