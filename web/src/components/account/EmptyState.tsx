import type { ReactNode } from 'react';
import { Box, Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { StateIcon, StateMessage } from '../StateMessage/StateMessage';
import { dashedSurface } from '../card-surface';

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  description?: string;
  action?: ReactNode;
}

/** An empty list that says what to do next. */
export function EmptyState({ icon, title, description, action }: EmptyStateProps) {
  return (
    <StateMessage
      icon={<StateIcon mb="1">{icon}</StateIcon>}
      title={title}
      titleProps={{ as: 'h3', fontSize: 'lg', fontWeight: '700' }}
      description={description}
      py={{ base: '12', md: '16' }}
      px="6"
      {...dashedSurface}
      rounded="2xl"
    >
      {action ? <Box pt="2">{action}</Box> : null}
    </StateMessage>
  );
}

/** The way on from an empty dashboard list. */
export function BrowseNotesButton() {
  return (
    <Button asChild variant="outline" colorPalette="brand" rounded="full">
      <RouterLink to="/browse">Browse Notes</RouterLink>
    </Button>
  );
}
