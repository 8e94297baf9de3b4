import type { ReactNode } from 'react';
import { Box, Container, Heading, Text, VStack, type BoxProps } from '@chakra-ui/react';

interface SectionProps extends Omit<BoxProps, 'title'> {
  /** Small uppercase label above the title. */
  eyebrow?: string;
  title: string;
  subtitle?: ReactNode;
  /** Light text for sections on a dark background. */
  inverted?: boolean;
  children: ReactNode;
}

/** A page band with a centred heading block: keeps spacing and type consistent across pages. */
export function Section({ eyebrow, title, subtitle, inverted = false, children, ...boxProps }: SectionProps) {
  const headingId = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '')}`;
  return (
    <Box as="section" aria-labelledby={headingId} py={{ base: '16', md: '24' }} {...boxProps}>
      <Container maxW="6xl" px={{ base: '5', md: '8' }}>
        <VStack gap="4" textAlign="center" maxW="2xl" mx="auto" mb={{ base: '10', md: '14' }}>
          {eyebrow ? (
            <Text
              fontSize="sm"
              fontWeight="700"
              letterSpacing="0.12em"
              textTransform="uppercase"
              color={inverted ? 'teal.200' : 'brand.fg'}
            >
              {eyebrow}
            </Text>
          ) : null}
          <Heading
            id={headingId}
            as="h2"
            fontSize={{ base: '3xl', md: '4xl' }}
            lineHeight="1.15"
            fontWeight="800"
            letterSpacing="-0.025em"
            textWrap="balance"
            color={inverted ? 'white' : 'fg'}
          >
            {title}
          </Heading>
          {subtitle ? (
            <Text
              fontSize={{ base: 'md', md: 'lg' }}
              color={inverted ? 'whiteAlpha.800' : 'fg.muted'}
              lineHeight="1.7"
              textWrap="balance"
            >
              {subtitle}
            </Text>
          ) : null}
        </VStack>
        {children}
      </Container>
    </Box>
  );
}
