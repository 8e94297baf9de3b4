import { Badge, Box, Image } from '@chakra-ui/react';
import { FileTextIcon } from '../icons';
import { documentKindLabel } from './format';
import { LinkIcon } from './icons';

/** Thumbnails are about 360 px wide; the box crops them to the top of the first page. */
export const THUMB_WIDTH = 360;
export const CARD_THUMB_RATIO = 16 / 10;

interface NoteThumbnailProps {
  note: { title: string; thumbnailUrl?: string | null; fileType?: string | null; hasFile: boolean };
  /** Width / height of the box; the card's is landscape, a list row's portrait. */
  ratio?: number;
  /** Hide the type badge where the row shows it elsewhere or the box is too small. */
  showBadge?: boolean;
  iconSize?: string;
  /**
   * Where the image sits: `first` (the first card of a list, often the page's largest paint:
   * fetched at once, before other images), `top` (the first row: fetched at once), or `later`
   * (below the fold: fetched when scrolled near).
   */
  place?: ThumbnailPlace;
}

export type ThumbnailPlace = 'first' | 'top' | 'later';

/** The place of the card at `index` in a list: the first three (a wide screen's first row) load at once, the first ahead of the others. */
export function thumbnailPlace(index: number): ThumbnailPlace {
  return index === 0 ? 'first' : index < 3 ? 'top' : 'later';
}

/**
 * The first page of a note in a box of fixed proportions, so nothing moves when the image
 * arrives; the document icon when there is no thumbnail (links, not processed yet).
 */
export function NoteThumbnail({ note, ratio = CARD_THUMB_RATIO, showBadge = true, iconSize = '8', place = 'later' }: NoteThumbnailProps) {
  const kind = documentKindLabel(note);
  return (
    <Box
      position="relative"
      w="full"
      aspectRatio={ratio}
      rounded="xl"
      overflow="hidden"
      bg="brand.subtle"
      color="brand.fg"
      borderWidth="1px"
      borderColor="border.muted"
      flexShrink={0}
      data-testid="note-thumbnail"
    >
      {note.thumbnailUrl ? (
        <Image
          src={note.thumbnailUrl}
          // Decorative: the card's heading already names the note.
          alt=""
          loading={place === 'later' ? 'lazy' : 'eager'}
          fetchPriority={place === 'first' ? 'high' : undefined}
          decoding="async"
          htmlWidth={THUMB_WIDTH}
          htmlHeight={Math.round(THUMB_WIDTH / ratio)}
          w="full"
          h="full"
          objectFit="cover"
          objectPosition="top"
          bg="white"
        />
      ) : (
        <Box display="grid" placeItems="center" h="full" aria-hidden="true">
          {note.hasFile ? <FileTextIcon boxSize={iconSize} /> : <LinkIcon boxSize={iconSize} />}
        </Box>
      )}
      {showBadge ? (
        <Badge position="absolute" top="2" right="2" variant="solid" colorPalette="gray" rounded="full" px="2.5" aria-label={`Document: ${kind}`}>
          {kind}
        </Badge>
      ) : null}
    </Box>
  );
}
