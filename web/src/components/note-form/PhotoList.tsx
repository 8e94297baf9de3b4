import { useEffect, useMemo } from 'react';
import { Box, Button, Flex, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { MAX_PHOTOS } from '@domain/constants';
import { formatBytes } from '../account/format';

interface PhotoListProps {
  photos: File[];
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  disabled?: boolean;
}

/** Browsers draw JPEG, PNG and WebP; an iPhone's HEIC shows as its name until the server converts it. */
const drawable = (file: File) => /^image\/(jpeg|png|webp)$/.test(file.type) || /\.(jpe?g|png|webp)$/i.test(file.name);

/**
 * The photos of pages chosen so far, in page order, as thumbnails: each can move earlier or later
 * and be removed before anything is sent. Buttons rather than drag and drop, so it works by touch,
 * keyboard and screen reader alike.
 */
export function PhotoList({ photos, onMove, onRemove, disabled = false }: PhotoListProps) {
  const urls = useMemo(
    () => photos.map((photo) => (drawable(photo) && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(photo) : null)),
    [photos],
  );
  useEffect(() => () => urls.forEach((url) => url && URL.revokeObjectURL(url)), [urls]);
  const total = photos.reduce((sum, photo) => sum + photo.size, 0);

  return (
    <Stack gap="3" data-testid="photo-list">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {photos.length} of at most {MAX_PHOTOS} photos, {formatBytes(total)}. They become one PDF, a page each, in this order.
      </Text>
      <SimpleGrid as="ol" columns={{ base: 2, sm: 3, md: 4 }} gap="3" listStyleType="none" m="0" p="0">
        {photos.map((photo, index) => (
          <Box
            as="li"
            key={`${photo.name}-${photo.size}-${index}`}
            rounded="xl"
            borderWidth="1px"
            borderColor="border"
            bg="bg.panel"
            overflow="hidden"
            data-testid="photo-item"
          >
            <Box position="relative" aspectRatio={3 / 4} bg="bg.subtle">
              {urls[index] ? (
                <img src={urls[index]!} alt={`Page ${index + 1}: ${photo.name}`} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
              ) : (
                <Flex h="full" align="center" justify="center" p="2" textAlign="center">
                  <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
                    {photo.name}
                  </Text>
                </Flex>
              )}
              <Box position="absolute" top="1.5" left="1.5" px="2" rounded="full" bg="bg.panel" fontSize="xs" fontWeight="700" color="fg" shadow="xs">
                {index + 1}
              </Box>
            </Box>
            <HStack gap="1" p="1.5" justify="space-between">
              <Button
                size="xs"
                variant="ghost"
                rounded="full"
                aria-label={`Move page ${index + 1} earlier`}
                disabled={disabled || index === 0}
                onClick={() => onMove(index, index - 1)}
              >
                ←
              </Button>
              <Button
                size="xs"
                variant="ghost"
                rounded="full"
                colorPalette="red"
                aria-label={`Remove page ${index + 1}`}
                disabled={disabled}
                onClick={() => onRemove(index)}
              >
                Remove
              </Button>
              <Button
                size="xs"
                variant="ghost"
                rounded="full"
                aria-label={`Move page ${index + 1} later`}
                disabled={disabled || index === photos.length - 1}
                onClick={() => onMove(index, index + 1)}
              >
                →
              </Button>
            </HStack>
          </Box>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
