import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Box, ButtonGroup, Flex, HStack, IconButton, Image, Stack, Text } from '@chakra-ui/react';
import { insetFocusRing } from '../../card-surface';

export interface ViewerPage {
  url: string;
  width: number;
  height: number;
}

interface PageViewerProps {
  title: string;
  pages: readonly ViewerPage[];
  /** Pages in the whole document; more than `pages` when only the first few are rendered. */
  pageCount?: number | null;
  /** Extra controls at the end of the toolbar (e.g. the full viewer for signed-in users). */
  actions?: ReactNode;
}

export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
/** Keyboard scrolling: an arrow key moves a line, PageDown most of the visible height. */
export const LINE_STEP = 48;
/** The `elementtiming` name of a note's first page image (scripts/bench/offline.mjs times its paint). */
export const FIRST_PAGE_TIMING = 'note-first-page';
const PAGE_FRACTION = 0.9;

/**
 * The page images of a note: the first page at once (no click), page navigation, zoom and a
 * focusable scroll region that PageUp/PageDown, the arrows, Home and End move.
 */
export function PageViewer({ title, pages, pageCount, actions }: PageViewerProps) {
  const regionRef = useRef<HTMLDivElement>(null);
  const pageRefs = useRef<(HTMLDivElement | null)[]>([]);
  const [current, setCurrent] = useState(0);
  const [zoomIndex, setZoomIndex] = useState(ZOOM_STEPS.indexOf(1));
  const zoom = ZOOM_STEPS[zoomIndex];
  const total = Math.max(pageCount ?? 0, pages.length);

  const scrollRegionBy = useCallback((top: number, left = 0) => {
    const region = regionRef.current;
    if (!region) return;
    region.scrollTop += top;
    region.scrollLeft += left;
  }, []);

  const goTo = (index: number) => {
    const target = Math.min(Math.max(index, 0), pages.length - 1);
    setCurrent(target);
    const region = regionRef.current;
    const page = pageRefs.current[target];
    // The region is the pages' offsetParent (position: relative), so offsetTop is within it.
    if (region && page) region.scrollTop = target === 0 ? 0 : page.offsetTop;
  };

  // Which page is in view follows the scrolling, so "Page 2 of 9" stays true for mouse users too.
  useEffect(() => {
    const region = regionRef.current;
    if (!region) return undefined;
    const onScroll = () => {
      const middle = region.scrollTop + region.clientHeight / 3;
      let inView = 0;
      pageRefs.current.forEach((page, index) => {
        if (page && page.offsetTop <= middle) inView = index;
      });
      setCurrent(inView);
    };
    region.addEventListener('scroll', onScroll, { passive: true });
    return () => region.removeEventListener('scroll', onScroll);
  }, [pages.length]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const region = regionRef.current;
    if (!region || event.target !== region) return;
    const pageStep = Math.max(region.clientHeight * PAGE_FRACTION, LINE_STEP);
    const moves: Record<string, () => void> = {
      ArrowDown: () => scrollRegionBy(LINE_STEP),
      ArrowUp: () => scrollRegionBy(-LINE_STEP),
      ArrowRight: () => scrollRegionBy(0, LINE_STEP),
      ArrowLeft: () => scrollRegionBy(0, -LINE_STEP),
      PageDown: () => scrollRegionBy(pageStep),
      PageUp: () => scrollRegionBy(-pageStep),
      ' ': () => scrollRegionBy(event.shiftKey ? -pageStep : pageStep),
      Home: () => goTo(0),
      End: () => goTo(pages.length - 1),
    };
    const move = moves[event.key];
    if (!move) return;
    // Handled here rather than left to the browser, so the region scrolls and not the page around it.
    event.preventDefault();
    move();
  };

  const rendered = pages.length;
  return (
    <Stack gap="0" borderWidth="1px" borderColor="border" rounded="xl" overflow="hidden" bg="bg.muted" data-testid="page-viewer">
      <Flex
        as="nav"
        aria-label="Pages"
        align="center"
        justify="space-between"
        gap="2"
        wrap="wrap"
        px="3"
        py="2"
        bg="bg.panel"
        borderBottomWidth="1px"
        borderColor="border"
      >
        <HStack gap="1">
          <IconButton size="sm" variant="ghost" rounded="full" aria-label="Previous page" disabled={current === 0} onClick={() => goTo(current - 1)}>
            <ChevronIcon dir="up" />
          </IconButton>
          <Text fontSize="sm" color="fg" minW="24" textAlign="center" aria-live="polite" data-testid="page-indicator">
            Page {current + 1} of {total}
          </Text>
          <IconButton size="sm" variant="ghost" rounded="full" aria-label="Next page" disabled={current >= rendered - 1} onClick={() => goTo(current + 1)}>
            <ChevronIcon dir="down" />
          </IconButton>
        </HStack>
        <HStack gap="2">
          <ButtonGroup size="sm" variant="ghost" attached>
            <IconButton aria-label="Zoom out" rounded="full" disabled={zoomIndex === 0} onClick={() => setZoomIndex((z) => Math.max(0, z - 1))}>
              <Text as="span" fontSize="lg" aria-hidden="true">
                −
              </Text>
            </IconButton>
            <IconButton
              aria-label={`Zoom ${Math.round(zoom * 100)}%, reset to 100%`}
              rounded="full"
              minW="14"
              onClick={() => setZoomIndex(ZOOM_STEPS.indexOf(1))}
            >
              <Text as="span" fontSize="xs" fontWeight="600" data-testid="zoom-level">
                {Math.round(zoom * 100)}%
              </Text>
            </IconButton>
            <IconButton
              aria-label="Zoom in"
              rounded="full"
              disabled={zoomIndex === ZOOM_STEPS.length - 1}
              onClick={() => setZoomIndex((z) => Math.min(ZOOM_STEPS.length - 1, z + 1))}
            >
              <Text as="span" fontSize="lg" aria-hidden="true">
                +
              </Text>
            </IconButton>
          </ButtonGroup>
          {actions}
        </HStack>
      </Flex>
      <Box
        ref={regionRef}
        role="region"
        aria-label={`Pages of ${title}`}
        tabIndex={0}
        onKeyDown={onKeyDown}
        position="relative"
        overflow="auto"
        h={{ base: '70vh', md: '80vh' }}
        maxH="60rem"
        p={{ base: '3', md: '5' }}
        outline="none"
        _focusVisible={insetFocusRing}
        data-testid="page-scroll"
      >
        <Stack gap="4" align="center" w={`${zoom * 100}%`} minW={zoom > 1 ? `${zoom * 100}%` : undefined} mx="auto">
          {pages.map((page, index) => (
            <Box
              key={page.url}
              ref={(element: HTMLDivElement | null) => {
                pageRefs.current[index] = element;
              }}
              w="full"
              maxW={`${zoom * 48}rem`}
              bg="white"
              shadow="md"
              rounded="sm"
              overflow="hidden"
              style={{ aspectRatio: `${page.width} / ${page.height}` }}
            >
              <Image w="full" h="auto" display="block" asChild>
                {/* A plain <img> inside: Chakra's Image does not forward `elementtiming` (not a prop it knows). */}
                <img
                  src={page.url}
                  alt={`Page ${index + 1} of ${title}`}
                  width={page.width}
                  height={page.height}
                  // Every page lazily: the viewer sits below the first screen of the note page
                  // (at 390x844, 1280x800 and 1024x768 alike), so an eager first page (which the
                  // server's render also preloads in the head) took a phone's bandwidth from the
                  // page's own code and styles. Near the screen, the first page still goes first.
                  loading="lazy"
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                  // Element Timing: when the first page was painted, whether or not it is the largest paint (the offline bench reads it).
                  {...(index === 0 ? { elementtiming: FIRST_PAGE_TIMING } : {})}
                  decoding="async"
                />
              </Image>
            </Box>
          ))}
          {total > rendered ? (
            <Text fontSize="sm" color="fg.muted" textAlign="center" py="4">
              The quick look shows the first {rendered} of {total} pages.
            </Text>
          ) : null}
        </Stack>
      </Box>
    </Stack>
  );
}

function ChevronIcon({ dir }: { dir: 'up' | 'down' }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={dir === 'up' ? 'm18 15-6-6-6 6' : 'm6 9 6 6 6-6'} />
    </svg>
  );
}
