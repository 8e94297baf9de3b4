import type { ReactNode } from 'react';
import {
  Box,
  Container,
  Heading,
  Stack,
  Text,
  VStack,
  type BoxProps,
  type ContainerProps,
  type HeadingProps,
  type StackProps,
  type TextProps,
} from '@chakra-ui/react';
import { brandFill } from '../card-surface';

interface SectionProps extends Omit<BoxProps, 'title'> {
  /** Small uppercase label above the title. */
  eyebrow?: string;
  title: string;
  subtitle?: ReactNode;
  /** Light text for sections on a dark background. */
  inverted?: boolean;
  children: ReactNode;
}

/** The small uppercase label above a page or section title. */
export function Eyebrow(props: TextProps) {
  return <Text fontSize="sm" fontWeight="700" letterSpacing="0.12em" textTransform="uppercase" color="brand.fg" {...props} />;
}

/** A page's own h1 in its intro band (About, Browse). */
export function PageTitle(props: HeadingProps) {
  return <Heading as="h1" lineHeight="1.1" fontWeight="800" letterSpacing="-0.03em" color="fg" {...props} />;
}

/** The lead paragraph under a page or section title. */
export function LeadText(props: TextProps) {
  return <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" lineHeight="1.7" {...props} />;
}

interface PageBandProps extends BoxProps {
  /** Id of the band's heading, which names the region. */
  labelledBy: string;
  /** Width of the content column. */
  width?: ContainerProps['maxW'];
}

/** A full-width page region with its content in the site's column and gutters. */
export function PageBand({ labelledBy, width = '6xl', children, ...boxProps }: PageBandProps) {
  return (
    <Box as="section" aria-labelledby={labelledBy} {...boxProps}>
      <Container maxW={width} px={{ base: '5', md: '8' }}>
        {children}
      </Container>
    </Box>
  );
}

/** A page's opening band (About, Browse): the brand tint fading into the page. */
export function IntroBand(props: PageBandProps) {
  // Literal stops: Chakra's gradient variables would be inherited by gradients nested inside.
  return <PageBand bgImage="linear-gradient(180deg, var(--chakra-colors-brand-subtle), var(--chakra-colors-bg-canvas))" {...props} />;
}

/** The brand-gradient call-out (Join the Movement, Get in Touch): white text on the blue-to-teal fill. */
export function BrandPanel(props: StackProps) {
  return <Stack gap="4" py={{ base: '10', md: '14' }} rounded="3xl" {...brandFill} shadow="lifted" {...props} />;
}

/**
 * A faint ring drawn over a corner of the brand fill; place it with its offsets, size and width.
 * The panel around it is `position="relative" overflow="hidden"`, so the ring is cut at its edge.
 */
export function BrandRing(props: BoxProps) {
  return <Box aria-hidden="true" position="absolute" rounded="full" borderColor="whiteAlpha.100" {...props} />;
}

/** A page band with a centred heading block: keeps spacing and type consistent across pages. */
export function Section({ eyebrow, title, subtitle, inverted = false, children, ...boxProps }: SectionProps) {
  const headingId = `section-${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '')}`;
  return (
    <PageBand labelledBy={headingId} py={{ base: '16', md: '24' }} {...boxProps}>
      <VStack gap="4" textAlign="center" maxW="2xl" mx="auto" mb={{ base: '10', md: '14' }}>
        {eyebrow ? <Eyebrow color={inverted ? 'teal.200' : 'brand.fg'}>{eyebrow}</Eyebrow> : null}
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
          <LeadText color={inverted ? 'whiteAlpha.800' : 'fg.muted'} textWrap="balance">
            {subtitle}
          </LeadText>
        ) : null}
      </VStack>
      {children}
    </PageBand>
  );
}
