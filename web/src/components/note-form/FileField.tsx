import { useId, useRef, useState, type DragEvent } from 'react';
import { Box, Button, Field, Flex, HStack, Input, Link, Separator, Stack, Text, VisuallyHidden, chakra } from '@chakra-ui/react';
import { fileTypesLabel } from '../../app/site';
import { FormField } from '../account/FormField';
import { formatBytes } from '../account/format';
import { LinkIcon } from '../account/icons';
import { FileTextIcon, UploadIcon } from '../icons';
import { MAX_PHOTOS } from '@domain/constants';
import { ACCEPT_ATTRIBUTE, MAX_UPLOAD_LABEL, PHOTO_ACCEPT_ATTRIBUTE } from './note-form-model';
import { PhotoList } from './PhotoList';

interface CurrentFile {
  label: string;
  href: string;
}

interface PhotoProps {
  photos: File[];
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

interface FileFieldProps {
  file: File | null;
  /** Removes the chosen document. */
  onFileChange: (file: File | null) => void;
  /** Files picked, dropped or photographed: the form decides what they add (a document, photos) or refuses them. */
  onFilesPicked: (files: File[]) => void;
  /** Photos of pages, on the create form only. */
  photos?: PhotoProps;
  fileUrl: string;
  onFileUrlChange: (value: string) => void;
  /** "Please select a file or provide a file URL.", a file refused by type or size... */
  fileError?: string | null;
  fileUrlError?: string | null;
  /** On the update page: the note's present document. */
  current?: CurrentFile | null;
  disabled?: boolean;
}

/** A document to upload (picked or dropped) or, instead, a link to one. */
export function FileField({
  file,
  onFileChange,
  onFilesPicked,
  photos,
  fileUrl,
  onFileUrlChange,
  fileError,
  fileUrlError,
  current,
  disabled = false,
}: FileFieldProps) {
  const inputId = useId();
  const cameraId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const photoCount = photos?.photos.length ?? 0;
  const chosen = Boolean(file) || photoCount > 0;

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = Array.from(event.dataTransfer.files ?? []);
    if (dropped.length && !disabled) onFilesPicked(dropped);
  };

  return (
    <Stack gap="5">
      {current ? (
        <HStack gap="3" px="4" py="3" rounded="xl" bg="bg.subtle" borderWidth="1px" borderColor="border" align="flex-start">
          <FileTextIcon boxSize="5" color="brand.fg" mt="0.5" flexShrink={0} />
          <Stack gap="0.5" minW="0">
            <Text fontSize="sm" color="fg.muted">
              Current file
            </Text>
            <Link href={current.href} target="_blank" rel="noopener noreferrer" color="brand.fg" fontWeight="600" wordBreak="break-all">
              {current.label}
            </Link>
            <Text fontSize="xs" color="fg.subtle">
              Leave the file and the link below as they are to keep it.
            </Text>
          </Stack>
        </HStack>
      ) : null}

      <Field.Root invalid={Boolean(fileError)} disabled={disabled} id={inputId} ids={{ errorText: `${inputId}-error` }}>
        <Field.Label fontWeight="600" color="fg">
          {current ? 'Replace the file' : 'Upload a file'}
        </Field.Label>
        <VisuallyHidden asChild>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={
              photos
                ? ACCEPT_ATTRIBUTE
                : ACCEPT_ATTRIBUTE.split(',')
                    .filter((type) => !/^(\.(jpe?g|png|webp|heic|heif)|image\/.*)$/.test(type))
                    .join(',')
            }
            multiple={Boolean(photos)}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? `${inputId}-error` : undefined}
            disabled={disabled}
            onChange={(event) => {
              onFilesPicked(Array.from(event.target.files ?? []));
              event.target.value = '';
            }}
          />
        </VisuallyHidden>
        {photos ? (
          <VisuallyHidden asChild>
            {/* On a phone this opens the camera directly; each shot joins the photos. */}
            <input
              id={cameraId}
              type="file"
              accept={PHOTO_ACCEPT_ATTRIBUTE}
              capture="environment"
              disabled={disabled}
              aria-label="Take a photo of a page"
              onChange={(event) => {
                onFilesPicked(Array.from(event.target.files ?? []));
                event.target.value = '';
              }}
            />
          </VisuallyHidden>
        ) : null}
        {photos && photoCount > 0 ? (
          <Stack gap="3" w="full">
            <PhotoList photos={photos.photos} onMove={photos.onMove} onRemove={photos.onRemove} disabled={disabled} />
            <HStack gap="2" wrap="wrap">
              <Button asChild size="sm" variant="outline" rounded="full" colorPalette="brand" disabled={disabled || photoCount >= MAX_PHOTOS}>
                <chakra.label htmlFor={inputId} cursor="pointer">
                  Add more photos
                </chakra.label>
              </Button>
              <Button asChild size="sm" variant="outline" rounded="full" colorPalette="brand" disabled={disabled || photoCount >= MAX_PHOTOS}>
                <chakra.label htmlFor={cameraId} cursor="pointer">
                  Take a photo
                </chakra.label>
              </Button>
            </HStack>
          </Stack>
        ) : file ? (
          <Flex
            w="full"
            gap="3"
            align="center"
            px="4"
            py="3"
            rounded="xl"
            borderWidth="1px"
            borderColor={fileError ? 'border.error' : 'brand.muted'}
            bg="brand.subtle"
            data-testid="chosen-file"
          >
            <Box display="grid" placeItems="center" boxSize="10" rounded="lg" bg="bg.panel" color="brand.fg" flexShrink={0}>
              <FileTextIcon boxSize="5" />
            </Box>
            <Stack gap="0" flex="1" minW="0">
              <Text fontWeight="600" color="fg" truncate>
                {file.name}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {formatBytes(file.size)}
              </Text>
            </Stack>
            <Button size="sm" variant="ghost" rounded="full" onClick={() => onFileChange(null)} disabled={disabled}>
              Remove
            </Button>
          </Flex>
        ) : (
          <chakra.label
            htmlFor={inputId}
            w="full"
            display="flex"
            flexDirection="column"
            alignItems="center"
            gap="2"
            px="6"
            py="8"
            rounded="xl"
            borderWidth="2px"
            borderStyle="dashed"
            borderColor={fileError ? 'border.error' : dragging ? 'brand.solid' : 'border.emphasized'}
            bg={dragging ? 'brand.subtle' : 'bg.subtle'}
            textAlign="center"
            cursor={disabled ? 'not-allowed' : 'pointer'}
            transition="background 0.15s, border-color 0.15s"
            _hover={disabled ? undefined : { borderColor: 'brand.solid', bg: 'brand.subtle' }}
            // The real control is the visually hidden input just before this label: show its focus here.
            css={{ 'input:focus-visible + &': { outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px', borderColor: 'brand.solid' } }}
            onDragOver={(event: DragEvent<HTMLElement>) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
          >
            <Box display="grid" placeItems="center" boxSize="11" rounded="full" bg="bg.panel" color="brand.fg" shadow="xs">
              <UploadIcon boxSize="5" />
            </Box>
            <Text fontWeight="600" color="fg">
              <Text as="span" color="brand.fg">
                Choose a file
              </Text>{' '}
              or drag it here
            </Text>
            <Text fontSize="sm" color="fg.subtle">
              {fileTypesLabel('or')}, up to {MAX_UPLOAD_LABEL}
            </Text>
            {photos ? (
              <Text fontSize="sm" color="fg.subtle">
                or up to {MAX_PHOTOS} photos of your pages (JPEG, PNG, WebP, HEIC)
              </Text>
            ) : null}
          </chakra.label>
        )}
        {photos && !chosen ? (
          <Button asChild size="sm" variant="outline" rounded="full" colorPalette="brand" alignSelf="flex-start" disabled={disabled}>
            <chakra.label htmlFor={cameraId} cursor="pointer">
              Take photos of pages
            </chakra.label>
          </Button>
        ) : null}
        {fileError ? <Field.ErrorText>{fileError}</Field.ErrorText> : null}
      </Field.Root>

      <HStack gap="3" color="fg.subtle" fontSize="xs" fontWeight="700" letterSpacing="0.1em">
        <Separator flex="1" />
        <Text>OR</Text>
        <Separator flex="1" />
      </HStack>

      <FormField
        label="File URL"
        error={fileUrlError}
        helper={chosen ? 'A file is selected: it is used instead of a link.' : 'A link to the document (http:// or https://), if you do not upload a file.'}
      >
        <Box position="relative" w="full">
          <Input
            type="url"
            name="fileUrl"
            ps="10"
            placeholder="https://drive.google.com/..."
            value={fileUrl}
            onChange={(event) => onFileUrlChange(event.target.value)}
            disabled={disabled || chosen}
          />
          <Box position="absolute" insetY="0" left="3" display="flex" alignItems="center" color="fg.subtle" pointerEvents="none">
            <LinkIcon />
          </Box>
        </Box>
      </FormField>
      <VisuallyHidden aria-live="polite">
        {file ? `Selected ${file.name}` : photoCount ? `${photoCount} ${photoCount === 1 ? 'photo' : 'photos'} chosen` : ''}
      </VisuallyHidden>
    </Stack>
  );
}
