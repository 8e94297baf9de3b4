import { Badge, Box, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { FileTextIcon } from '../icons';
import { SITE_NAME } from '../../app/site';

interface BrandProps {
  /** Light text for dark backgrounds (footer). */
  inverted?: boolean;
  onNavigate?: () => void;
}

export function Brand({ inverted = false, onNavigate }: BrandProps) {
  return (
    <Link asChild _hover={{ textDecoration: 'none' }} focusRingColor="brand.500">
      <RouterLink to="/" onClick={onNavigate} aria-label={`${SITE_NAME} home`}>
        <HStack gap="2.5">
          <Box
            display="grid"
            placeItems="center"
            boxSize="9"
            rounded="xl"
            color="white"
            bgGradient="to-br"
            gradientFrom="brand.600"
            gradientTo="teal.500"
            shadow="sm"
          >
            <FileTextIcon boxSize="5" />
          </Box>
          <Text
            fontFamily="heading"
            fontWeight="800"
            fontSize="xl"
            letterSpacing="-0.02em"
            color={inverted ? 'white' : 'gray.900'}
          >
            {SITE_NAME}
          </Text>
          <Badge
            size="sm"
            variant="solid"
            colorPalette="teal"
            rounded="full"
            px="2"
            fontWeight="700"
            letterSpacing="0.04em"
          >
            Pro
          </Badge>
        </HStack>
      </RouterLink>
    </Link>
  );
}
