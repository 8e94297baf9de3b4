import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Box, Button, Center, Spinner, Stack, Text, VisuallyHidden, chakra } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { sendMultipart } from '../../app/multipart';
import { AccountUserFragmentDoc, UpdateProfileDocument, type AccountUserFragment } from '../../graphql/__generated__/graphql';
import { UserAvatar } from '../UserAvatar/UserAvatar';
import { mistakesFromError, mistakesFromGraphQLErrors } from './form-errors';
import { CameraIcon } from './icons';
import { ProblemText } from '../ProblemText';

/** What the api accepts for a profile picture (UpdateProfileInput.avatar). */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
const TYPE_MISTAKE = 'Choose a PNG, JPEG, GIF or WebP image.';
const SIZE_MISTAKE = 'The picture is too large: at most 2 MB.';
const UPLOAD_FAILED = 'Failed to update your profile picture.';

/** The browser's own check, before any byte is sent; the api checks the content again. */
export function avatarMistake(file: File): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return TYPE_MISTAKE;
  if (file.size > AVATAR_MAX_BYTES) return SIZE_MISTAKE;
  return null;
}

interface AvatarPickerProps {
  user: AccountUserFragment;
  onSaved: (message: string) => void;
}

/** The profile picture with a "Change photo" button; the chosen image is uploaded at once. */
export function AvatarPicker({ user, onSaved }: AvatarPickerProps) {
  const client = useApolloClient();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Picking the same file again must fire change again.
    event.target.value = '';
    if (!file) return;
    const mistake = avatarMistake(file);
    if (mistake) {
      setError(mistake);
      return;
    }
    setError(null);
    setPreview(URL.createObjectURL(file));
    setUploading(true);
    try {
      const result = await sendMultipart(UpdateProfileDocument, { input: { avatar: file } });
      const payload = result.data?.updateProfile;
      if (payload?.user && !payload.errors.length) {
        client.cache.writeFragment({ fragment: AccountUserFragmentDoc, fragmentName: 'AccountUser', data: payload.user });
        onSaved('Profile picture updated.');
      } else if (payload?.errors.length) {
        // The api names the field "avatar" with a terse note; its code says what went wrong.
        const unsupported = payload.errors.some((mistake) => mistake.code === 'UNSUPPORTED_MEDIA_TYPE');
        setError(unsupported ? TYPE_MISTAKE : payload.errors[0].message);
      } else {
        setError(mistakesFromGraphQLErrors(result.errors ?? [])[0]?.message ?? UPLOAD_FAILED);
      }
    } catch (failure) {
      setError(mistakesFromError(failure, UPLOAD_FAILED)[0].message);
    } finally {
      setUploading(false);
      setPreview(null);
    }
  };

  return (
    <Stack align="center" gap="3">
      <Box position="relative">
        <Box rounded="full" p="1" bgGradient="to-br" gradientFrom="brand.200" gradientTo="teal.200">
          <Box rounded="full" p="1" bg="bg.panel">
            {preview ? (
              <chakra.img src={preview} alt="" boxSize="20" rounded="full" objectFit="cover" />
            ) : (
              <UserAvatar name={user.username} src={user.avatarUrl} size="2xl" />
            )}
          </Box>
        </Box>
        {uploading ? (
          <Center position="absolute" inset="0" rounded="full" bg="whiteAlpha.700" role="status" aria-label="Uploading picture">
            <Spinner color="brand.fg" />
          </Center>
        ) : null}
      </Box>
      <VisuallyHidden asChild>
        <input ref={input} type="file" accept={AVATAR_TYPES.join(',')} aria-label="Choose a profile picture" onChange={onChange} disabled={uploading} />
      </VisuallyHidden>
      <Button size="sm" variant="outline" colorPalette="brand" rounded="full" onClick={() => input.current?.click()} disabled={uploading}>
        <CameraIcon /> {uploading ? 'Uploading...' : 'Change photo'}
      </Button>
      <Text fontSize="xs" color="fg.subtle" textAlign="center">
        PNG, JPEG, GIF or WebP, up to 2 MB
      </Text>
      <ProblemText textAlign="center">{error}</ProblemText>
    </Stack>
  );
}
