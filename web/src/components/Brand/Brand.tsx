import { HStack, Link, Text, VisuallyHidden } from '@chakra-ui/react';
import { IconBadge } from '../IconBadge/IconBadge';
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
      {/* Named by its visible text (WCAG 2.5.3) plus where it goes. */}
      <RouterLink to="/" onClick={onNavigate}>
        <HStack gap="2.5">
          <IconBadge palette="gradient" boxSize="9" rounded="xl" shadow="sm">
            <FileTextIcon boxSize="5" aria-hidden="true" />
          </IconBadge>
          <Text fontFamily="heading" fontWeight="800" fontSize="xl" letterSpacing="-0.02em" color={inverted ? 'white' : 'fg'}>
            {SITE_NAME}
          </Text>
          <VisuallyHidden>, home</VisuallyHidden>
        </HStack>
      </RouterLink>
    </Link>
  );
}
