import { Box, Button, Grid, Heading, Separator, Stack, Text } from '@chakra-ui/react';
import { PROFILE_BANNER_MS } from '@domain/constants';
import { Link as RouterLink } from 'react-router';
import { AccountSettingsForm } from '../../components/account/AccountSettingsForm';
import { AvatarPicker } from '../../components/account/AvatarPicker';
import { ACCOUNT_DELETION_KEEPS, ACCOUNT_DELETION_REMOVES, DeleteAccountButton } from '../../components/account/DeleteAccountButton';
import { FormAlert } from '../../components/account/FormAlert';
import { ForDevelopers } from '../../components/account/ForDevelopers';
import { formatDate } from '../../app/format';
import { CalendarIcon } from '../../components/account/icons';
import { Panel } from '../../components/account/Panel';
import { useTimedMessage } from '../../components/account/useTimedMessage';
import { UploadIcon } from '../../components/icons';
import type { AccountUserFragment } from '../../graphql/__generated__/graphql';
import { DataExportPanel } from './DataExportPanel';

export function ProfileTab({ user }: { user: AccountUserFragment }) {
  const [banner, showBanner] = useTimedMessage(PROFILE_BANNER_MS);
  return (
    <Stack gap="6">
      {banner ? (
        // Sticky under the header: on a phone the form that was saved is far below the top.
        <Box position="sticky" top="20" zIndex="docked" shadow="md" rounded="xl">
          <FormAlert status="success">{banner}</FormAlert>
        </Box>
      ) : null}
      <Grid templateColumns={{ base: '1fr', lg: '320px 1fr' }} gap="6" alignItems="start">
        <Panel>
          <Stack gap="5" align="stretch">
            <AvatarPicker user={user} onSaved={showBanner} />
            <Stack gap="1" textAlign="center">
              <Heading as="h2" fontSize="xl" fontWeight="800" wordBreak="break-word">
                {user.username}
              </Heading>
              <Text color="fg.muted" fontSize="sm" wordBreak="break-all">
                {user.email}
              </Text>
              <Text color="fg.subtle" fontSize="sm" display="inline-flex" gap="1.5" alignItems="center" justifyContent="center">
                <CalendarIcon /> Member since {formatDate(user.createdAt)}
              </Text>
            </Stack>
            <Button asChild colorPalette="brand" rounded="full">
              <RouterLink to="/uploading-notes">
                <UploadIcon /> Upload New Notes
              </RouterLink>
            </Button>
            <Separator />
            <Stack gap="2">
              <Text fontSize="sm" color="fg.subtle">
                {ACCOUNT_DELETION_REMOVES}
              </Text>
              <Text fontSize="sm" color="fg.subtle">
                {ACCOUNT_DELETION_KEEPS}
              </Text>
              <DeleteAccountButton />
            </Stack>
          </Stack>
        </Panel>
        <Stack gap="6" minW="0">
          <Panel>
            <AccountSettingsForm user={user} onSaved={showBanner} />
          </Panel>
          <Panel>
            <DataExportPanel />
          </Panel>
          <ForDevelopers />
        </Stack>
      </Grid>
    </Stack>
  );
}
