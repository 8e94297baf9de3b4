import { useId, useRef, useState, type DragEvent } from 'react';
import { Box, Button, Field, Flex, HStack, Input, Link, Separator, Stack, Text, VisuallyHidden, chakra } from '@chakra-ui/react';
import { fileTypesLabel } from '../../app/site';
import { FormField } from '../account/FormField';
import { formatBytes } from '../account/format';
import { LinkIcon } from '../account/icons';
import { FileTextIcon, UploadIcon } from '../icons';
import { ACCEPT_ATTRIBUTE, MAX_UPLOAD_LABEL } from './note-form-model';

interface CurrentFile {
  label: string;
  href: string;
}

interface FileFieldProps {
  file: File | null;
  onFileChange: (file: File | null) => void;
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
export function FileField({ file, onFileChange, fileUrl, onFileUrlChange, fileError, fileUrlError, current, disabled = false }: FileFieldProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files?.[0];
    if (dropped && !disabled) onFileChange(dropped);
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
            accept={ACCEPT_ATTRIBUTE}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? `${inputId}-error` : undefined}
            disabled={disabled}
            onChange={(event) => {
              onFileChange(event.target.files?.[0] ?? null);
              event.target.value = '';
            }}
          />
        </VisuallyHidden>
        {file ? (
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
          </chakra.label>
        )}
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
        helper={file ? 'A file is selected: it is used instead of a link.' : 'A link to the document (http:// or https://), if you do not upload a file.'}
      >
        <Box position="relative" w="full">
          <Input
            type="url"
            name="fileUrl"
            ps="10"
            placeholder="https://drive.google.com/..."
            value={fileUrl}
            onChange={(event) => onFileUrlChange(event.target.value)}
            disabled={disabled || Boolean(file)}
          />
          <Box position="absolute" insetY="0" left="3" display="flex" alignItems="center" color="fg.subtle" pointerEvents="none">
            <LinkIcon />
          </Box>
        </Box>
      </FormField>
      <VisuallyHidden aria-live="polite">{file ? `Selected ${file.name}` : ''}</VisuallyHidden>
    </Stack>
  );
}
