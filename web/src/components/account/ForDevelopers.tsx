import { useState } from 'react';
import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { ApiTokensCard } from './ApiTokensCard';
import { Panel } from './Panel';

/**
 * API tokens are for students who write scripts: kept under a closed "For developers" section
 * (a native <details>, keyboard and screen-reader ready), loaded only once it is opened.
 */
export function ForDevelopers() {
  const [open, setOpen] = useState(false);
  return (
    <Panel>
      <chakra.details onToggle={(event) => setOpen(event.currentTarget.open)} data-testid="for-developers">
        <chakra.summary
          cursor="pointer"
          fontWeight="700"
          fontSize="md"
          color="fg"
          rounded="md"
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
        >
          For developers
        </chakra.summary>
        <Stack gap="5" pt="2">
          <Text color="fg.muted" fontSize="sm">
            API tokens let your own scripts and apps use CampusNotes as you.
          </Text>
          {open ? (
            <Box>
              <ApiTokensCard />
            </Box>
          ) : null}
        </Stack>
      </chakra.details>
    </Panel>
  );
}
