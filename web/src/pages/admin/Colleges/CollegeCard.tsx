import { Box, chakra, Flex, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { BuildingIcon } from '../../../components/icons';
import type { AdminCollegeCardFragment } from '../../../graphql/__generated__/graphql';
import { ChevronRightIcon } from '../components/icons';
import { pluralize } from '../../../app/format';
import { formatCount } from '../format';
import { cardSurface } from '../../../components/card-surface';

/**
 * One college: its notes counted; the whole card opens the college's notes. The button is the
 * college's name (named "MANIT Bhopal, 12 notes"), stretched over the card, so its name holds
 * its visible label (WCAG 2.5.3) while the figures stay readable text.
 */
export function CollegeCard({ college, onOpen }: { college: AdminCollegeCardFragment; onOpen: () => void }) {
  return (
    <Box
      position="relative"
      textAlign="start"
      {...cardSurface}
      rounded="2xl"
      p="5"
      transition="border-color 0.15s, box-shadow 0.15s, transform 0.15s"
      _hover={{ borderColor: 'brand.border', shadow: 'lifted', transform: 'translateY(-1px)' }}
      css={{ '&:has(button:focus-visible)': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' } }}
      data-testid="college-card"
    >
      <Flex justify="space-between" align="flex-start" gap="3">
        <HStack gap="3" minW="0">
          <Box display="grid" placeItems="center" boxSize="10" rounded="xl" bg="brand.subtle" color="brand.fg" flexShrink={0}>
            <BuildingIcon boxSize="5" />
          </Box>
          <chakra.button
            type="button"
            onClick={onOpen}
            aria-label={`${college.name}, ${pluralize(college.totalNotes, 'note')}`}
            textAlign="start"
            fontFamily="heading"
            fontWeight="700"
            color="fg"
            lineClamp={2}
            cursor="pointer"
            outline="none"
            _after={{ content: '""', position: 'absolute', inset: '0', rounded: '2xl' }}
          >
            {college.name}
          </chakra.button>
        </HStack>
        <ChevronRightIcon color="fg.subtle" boxSize="5" flexShrink={0} mt="2" />
      </Flex>
      <SimpleGrid columns={2} columnGap="4" rowGap="3" mt="5" pt="4" borderTopWidth="1px" borderColor="border.muted">
        <Figure label="Total Notes" value={college.totalNotes} />
        <Figure label="Downloads" value={college.totalDownloads} />
        <Figure label="Approved" value={college.approvedNotes} color="fg.success" />
        <Figure label="Pending" value={college.pendingNotes} color={college.pendingNotes > 0 ? 'fg.warning' : undefined} />
      </SimpleGrid>
    </Box>
  );
}

function Figure({ label, value, color = 'fg' }: { label: string; value: number; color?: string }) {
  return (
    <Box minW="0">
      <Text fontFamily="heading" fontWeight="800" fontSize="xl" color={color} fontVariantNumeric="tabular-nums" lineHeight="1.2">
        {formatCount(value)}
      </Text>
      <Text fontSize="xs" color="fg.subtle" fontWeight="600">
        {label}
      </Text>
    </Box>
  );
}
