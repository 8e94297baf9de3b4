import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { CheckCircleIcon, DownloadIcon, FileTextIcon, HeartIcon, MessageIcon } from '../../../components/icons';
import { brandGradient } from '../../../components/card-surface';
import { IconBadge } from '../../../components/IconBadge/IconBadge';

// The sketch's card and its notification chip float over the hero on the same raised surface.
const FLOATING = { position: 'absolute', bg: 'bg.panel', shadow: 'lifted', borderWidth: '1px', borderColor: 'border.muted' } as const;

/** Decorative sketch of a note card, so visitors see what they will find; hidden from assistive tech. */
export function HeroPreview() {
  return (
    <Box aria-hidden="true" position="relative" h={{ md: '360px', lg: '400px' }} userSelect="none">
      <Box position="absolute" top="6" right="2" w="78%" h="80%" rounded="3xl" {...brandGradient} transform="rotate(6deg)" opacity="0.9" />
      <Stack top="10" left={{ md: '6', lg: '0' }} w={{ md: '85%', lg: '88%' }} gap="5" p="7" rounded="3xl" {...FLOATING}>
        <HStack justify="space-between" align="flex-start">
          <HStack gap="3">
            <IconBadge boxSize="12" rounded="xl">
              <FileTextIcon boxSize="6" />
            </IconBadge>
            <Stack gap="0.5">
              <Text fontWeight="700" color="fg" fontSize="lg" lineHeight="1.3">
                Operating Systems
              </Text>
              <Text fontSize="sm" color="fg.subtle">
                Process Scheduling · Unit 3
              </Text>
            </Stack>
          </HStack>
          <Badge colorPalette="green" variant="subtle" rounded="full" px="2.5" gap="1">
            <CheckCircleIcon /> Approved
          </Badge>
        </HStack>
        <Stack gap="2">
          <Box h="2.5" w="full" rounded="full" bg="bg.muted" />
          <Box h="2.5" w="92%" rounded="full" bg="bg.muted" />
          <Box h="2.5" w="70%" rounded="full" bg="bg.muted" />
        </Stack>
        <HStack gap="2" wrap="wrap">
          <Badge variant="surface" colorPalette="brand" rounded="full" px="2.5">
            B.Tech CSE
          </Badge>
          <Badge variant="surface" colorPalette="teal" rounded="full" px="2.5">
            Semester 4
          </Badge>
          <Badge variant="surface" colorPalette="gray" rounded="full" px="2.5">
            PDF
          </Badge>
        </HStack>
        <HStack justify="space-between" pt="4" borderTopWidth="1px" borderColor="border.muted">
          <HStack gap="4" color="fg.subtle" fontSize="sm">
            <HStack gap="1.5">
              <HeartIcon color="pink.fg" /> <Text>Liked</Text>
            </HStack>
            <HStack gap="1.5">
              <MessageIcon /> <Text>Comments</Text>
            </HStack>
          </HStack>
          <HStack gap="1.5" px="4" py="2" rounded="full" bg="brand.600" color="white" fontSize="sm" fontWeight="600">
            <DownloadIcon /> <Text>Download</Text>
          </HStack>
        </HStack>
      </Stack>
      <HStack bottom={{ md: '2', lg: '6' }} right={{ md: '4', lg: '0' }} gap="3" px="4" py="3" rounded="2xl" {...FLOATING}>
        <IconBadge palette="teal" boxSize="9" rounded="full">
          <CheckCircleIcon boxSize="5" />
        </IconBadge>
        <Stack gap="0">
          <Text fontSize="sm" fontWeight="700" color="fg">
            Upload approved
          </Text>
          <Text fontSize="xs" color="fg.subtle">
            Now visible to every student
          </Text>
        </Stack>
      </HStack>
    </Box>
  );
}
