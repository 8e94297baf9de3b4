import type { ReactNode } from 'react';
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  description?: string;
  action?: ReactNode;
}

/** An empty list that says what to do next. */
export function EmptyState({ icon, title, description, action }: EmptyStateProps) {
  return (
    <Stack
      align="center"
      textAlign="center"
      gap="3"
      py={{ base: '12', md: '16' }}
      px="6"
      bg="bg.panel"
      rounded="2xl"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border"
    >
      <Box display="grid" placeItems="center" boxSize="14" rounded="2xl" bg="brand.subtle" color="brand.fg" mb="1">
        {icon}
      </Box>
      <Heading as="h3" fontSize="lg" fontWeight="700" color="fg">
        {title}
      </Heading>
      {description ? <Text color="fg.muted">{description}</Text> : null}
      {action ? <Box pt="2">{action}</Box> : null}
    </Stack>
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
