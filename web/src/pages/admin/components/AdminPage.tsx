import type { ReactNode } from 'react';
import { Badge, Box, Flex, Heading, Stack, Text, type FlexProps } from '@chakra-ui/react';
import { pluralize } from '../../../app/format';
import { cardSurface } from '../../../components/card-surface';

interface AdminPageProps {
  title: string;
  description?: ReactNode;
  /** Shown beside the title on wide screens, under it on phones (a badge, a back button). */
  aside?: ReactNode;
  children: ReactNode;
}

/** The frame of every admin screen: its title (the page's only h1) and content. */
export function AdminPage({ title, description, aside, children }: AdminPageProps) {
  return (
    <Box px={{ base: '4', md: '8' }} py={{ base: '6', md: '8' }} maxW="7xl" mx="auto">
      <title>{`${title} · Admin · CampusNotes`}</title>
      <Flex
        direction={{ base: 'column', md: 'row' }}
        align={{ base: 'flex-start', md: 'flex-end' }}
        justify="space-between"
        gap="3"
        mb={{ base: '5', md: '7' }}
      >
        <Stack gap="1" minW="0">
          <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="800" letterSpacing="-0.025em" color="fg">
            {title}
          </Heading>
          {description ? <Text color="fg.muted">{description}</Text> : null}
        </Stack>
        {aside}
      </Flex>
      <Stack gap={{ base: '5', md: '6' }}>{children}</Stack>
    </Box>
  );
}

/** A white panel with a border, as the tables and forms sit in. */
export function Panel({ children, title, actions }: { children: ReactNode; title?: string; actions?: ReactNode }) {
  return (
    <Box {...cardSurface} rounded="2xl" overflow="hidden">
      {title || actions ? (
        <PanelBar py="4" borderBottomWidth="1px">
          {title ? (
            <Heading as="h2" fontSize="lg" fontWeight="700" color="fg">
              {title}
            </Heading>
          ) : null}
          {actions}
        </PanelBar>
      ) : null}
      {children}
    </Box>
  );
}

/** A bar along a panel's top or bottom edge (its title and actions, the pager), ruled off from the rows. */
export function PanelBar(props: FlexProps) {
  return <Flex px={{ base: '4', md: '6' }} align="center" justify="space-between" gap="3" borderColor="border.muted" wrap="wrap" {...props} />;
}

/** How many the page lists in all, beside its title: "12 notes". */
export function CountBadge({ count, noun }: { count: number; noun: string }) {
  return (
    <Badge size="lg" colorPalette="brand" variant="subtle" rounded="full" px="3">
      {pluralize(count, noun)}
    </Badge>
  );
}
