import type { ComponentType, ReactNode } from 'react';
import { Alert, Box, Center, CloseButton, Spinner, Stack, Text, type IconProps } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import { failure, type AdminFailure } from '../hooks/errors';
import { InboxIcon } from './icons';

/** The spec's red banner ("Failed to fetch users"), with the server's reason under it when known. */
export function ErrorBanner({ failure, onDismiss }: { failure: AdminFailure; onDismiss?: () => void }) {
  return (
    <Alert.Root recipe={alertSlotRecipe} status="error" role="alert" rounded="xl" borderWidth="1px" borderColor="border.error" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title fontWeight="700">{failure.title}</Alert.Title>
        {failure.detail ? <Alert.Description>{failure.detail}</Alert.Description> : null}
      </Alert.Content>
      {onDismiss ? <CloseButton size="xs" aria-label="Dismiss" onClick={onDismiss} mt="-1" me="-1" /> : null}
    </Alert.Root>
  );
}

/** "Loading users..." and the like, while nothing is cached yet. */
export function LoadingState({ label }: { label: string }) {
  return (
    <Center py="16" role="status">
      <Stack align="center" gap="3">
        <Spinner size="lg" color="brand.fg" borderWidth="3px" />
        <Text color="fg.muted" fontWeight="500">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}

interface EmptyStateProps {
  message: string;
  hint?: ReactNode;
  icon?: ComponentType<IconProps>;
}

export function EmptyState({ message, hint, icon: IconComponent = InboxIcon }: EmptyStateProps) {
  return (
    <Center py="14" px="6" textAlign="center">
      <Stack align="center" gap="3">
        <Box display="grid" placeItems="center" boxSize="12" rounded="full" bg="bg.muted" color="fg.subtle">
          <IconComponent boxSize="6" />
        </Box>
        <Text fontWeight="600" color="fg">
          {message}
        </Text>
        {hint ? (
          <Box color="fg.muted" fontSize="sm">
            {hint}
          </Box>
        ) : null}
      </Stack>
    </Center>
  );
}

interface QueryStatusProps {
  error: unknown;
  /** The spec's words for the failure ("Failed to fetch users"). */
  errorTitle: string;
  /** True while the first answer is on its way (nothing cached yet). */
  loading: boolean;
  loadingLabel: string;
}

/** A page's query in trouble or on its way: the red banner, then the spinner. */
export function QueryStatus({ error, errorTitle, loading, loadingLabel }: QueryStatusProps) {
  return (
    <>
      {error ? <ErrorBanner failure={failure(errorTitle, error)} /> : null}
      {loading ? <LoadingState label={loadingLabel} /> : null}
    </>
  );
}
