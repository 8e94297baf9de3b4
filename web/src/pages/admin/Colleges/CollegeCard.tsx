import { Box, chakra, Flex, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { BuildingIcon } from '../../../components/icons';
import type { AdminCollegeCardFragment } from '../../../graphql/__generated__/graphql';
import { ChevronRightIcon } from '../components/icons';
import { formatCount } from '../format';

/** One college: its notes counted; the whole card opens the college's notes. */
export function CollegeCard({ college, onOpen }: { college: AdminCollegeCardFragment; onOpen: () => void }) {
  return (
    <chakra.button
      type="button"
      onClick={onOpen}
      textAlign="start"
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="2xl"
      shadow="card"
      p="5"
      cursor="pointer"
      transition="border-color 0.15s, box-shadow 0.15s, transform 0.15s"
      _hover={{ borderColor: 'brand.300', shadow: 'lifted', transform: 'translateY(-1px)' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
      data-testid="college-card"
      aria-label={`${college.name}: ${college.totalNotes} notes`}
    >
      <Flex justify="space-between" align="flex-start" gap="3">
        <HStack gap="3" minW="0">
          <Box display="grid" placeItems="center" boxSize="10" rounded="xl" bg="brand.50" color="brand.600" flexShrink={0}>
            <BuildingIcon boxSize="5" />
          </Box>
          <Text fontFamily="heading" fontWeight="700" color="gray.900" lineClamp={2}>
            {college.name}
          </Text>
        </HStack>
        <ChevronRightIcon color="gray.400" boxSize="5" flexShrink={0} mt="2" />
      </Flex>
      <SimpleGrid columns={2} columnGap="4" rowGap="3" mt="5" pt="4" borderTopWidth="1px" borderColor="gray.100">
        <Figure label="Total Notes" value={college.totalNotes} />
        <Figure label="Downloads" value={college.totalDownloads} />
        <Figure label="Approved" value={college.approvedNotes} color="green.700" />
        <Figure label="Pending" value={college.pendingNotes} color={college.pendingNotes > 0 ? 'orange.600' : undefined} />
      </SimpleGrid>
    </chakra.button>
  );
}

function Figure({ label, value, color = 'gray.900' }: { label: string; value: number; color?: string }) {
  return (
    <Box minW="0">
      <Text fontFamily="heading" fontWeight="800" fontSize="xl" color={color} fontVariantNumeric="tabular-nums" lineHeight="1.2">
        {formatCount(value)}
      </Text>
      <Text fontSize="xs" color="gray.500" fontWeight="600">
        {label}
      </Text>
    </Box>
  );
}
