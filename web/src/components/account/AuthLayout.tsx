import type { ReactNode, SyntheticEvent } from 'react';
import { Box, Container, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { CheckCircleIcon } from '../icons';
import { GoogleSignIn } from './GoogleButton';
import { AuthSubmit, type AuthSubmitProps } from './AuthFormParts';
import { FormStack } from './FormStack';
import { brandFill, panelSurface } from '../card-surface';
import { BrandRing, Eyebrow } from '../Section/Section';
import { useWithReturnPath } from './useReturnPath';

interface AuthLayoutProps {
  title: string;
  subtitle: string;
  /** Heading and points of the side panel (desktop only). */
  pitch: { heading: string; points: readonly string[] };
  /** Messages shown above the form (e.g. a failed Google sign-in). */
  notice?: ReactNode;
  /** The form's accessible name, what submitting does, and its submit button; none: `children` shows as it is (a step's outcome). */
  form?: { label: string; onSubmit: (event: SyntheticEvent) => void | Promise<void>; submit: AuthSubmitProps };
  /** The form's fields (or the content in place of a form). */
  children: ReactNode;
  /** The line under the form that leads to the other screen, e.g. "Already have an account? Sign in". */
  switchTo: { prompt: string; to: string; label: string };
}

/** The sign-in and sign-up screens: a form card beside a brand panel, as on the landing page. */
export function AuthLayout({ title, subtitle, pitch, notice, form, children, switchTo }: AuthLayoutProps) {
  // Switching between sign-in and sign-up keeps the page to return to.
  const switchHref = useWithReturnPath(switchTo.to);
  return (
    <Box
      bgImage="linear-gradient(180deg, var(--chakra-colors-brand-subtle), var(--chakra-colors-bg-panel) 45%, var(--chakra-colors-bg-canvas))"
      py={{ base: '8', md: '16' }}
    >
      <title>{`${title} · CampusNotes`}</title>
      <Container maxW="5xl" px={{ base: '4', md: '8' }}>
        <Flex {...panelSurface} rounded="3xl" shadow="lifted" overflow="hidden" direction={{ base: 'column', lg: 'row' }}>
          <Stack display={{ base: 'none', lg: 'flex' }} flex="0.9" justify="space-between" gap="10" p="12" {...brandFill} position="relative" overflow="hidden">
            <BrandRing right="-20" bottom="-20" boxSize="72" borderWidth="48px" />
            <Stack gap="4" position="relative">
              <Eyebrow color="teal.100">CampusNotes</Eyebrow>
              <Heading as="p" fontSize="3xl" lineHeight="1.2" fontWeight="800" letterSpacing="-0.025em">
                {pitch.heading}
              </Heading>
            </Stack>
            <Stack as="ul" gap="3.5" listStyleType="none" position="relative">
              {pitch.points.map((point) => (
                <HStack as="li" key={point} gap="3" align="flex-start">
                  <CheckCircleIcon boxSize="5" mt="0.5" color="teal.100" flexShrink={0} />
                  <Text color="whiteAlpha.900" lineHeight="1.6">
                    {point}
                  </Text>
                </HStack>
              ))}
            </Stack>
          </Stack>

          <Stack flex="1" gap="6" px={{ base: '6', sm: '10', md: '14' }} py={{ base: '8', md: '12' }}>
            <Stack gap="2">
              <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="800" letterSpacing="-0.025em" color="fg">
                {title}
              </Heading>
              <Text color="fg.muted">{subtitle}</Text>
            </Stack>
            {notice}
            {form ? (
              <FormStack gap="5" onSubmit={form.onSubmit} aria-label={form.label}>
                {children}
                <AuthSubmit {...form.submit} />
              </FormStack>
            ) : (
              children
            )}
            <GoogleSignIn />
            <Text textAlign="center" color="fg.muted" fontSize="sm">
              {switchTo.prompt}{' '}
              <Link asChild color="brand.fg" fontWeight="600">
                <RouterLink to={switchHref}>{switchTo.label}</RouterLink>
              </Link>
            </Text>
          </Stack>
        </Flex>
      </Container>
    </Box>
  );
}
