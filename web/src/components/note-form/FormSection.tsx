import type { ReactNode } from 'react';
import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { IconBadge } from '../IconBadge/IconBadge';
import { Panel } from '../account/Panel';

interface FormSectionProps {
  step: number;
  title: string;
  description: string;
  children: ReactNode;
}

/** One numbered part of the note form ("Document Information", "Academic Details", "File Upload"). */
export function FormSection({ step, title, description, children }: FormSectionProps) {
  const headingId = `note-form-section-${step}`;
  return (
    <Panel as="section" aria-labelledby={headingId}>
      <Stack gap="6">
        <HStack gap="4" align="flex-start">
          <IconBadge palette="gradient" boxSize="9" rounded="xl" fontWeight="800" flexShrink={0} aria-hidden="true">
            {step}
          </IconBadge>
          <Stack gap="0.5">
            <Heading id={headingId} as="h2" fontSize="lg" fontWeight="800" letterSpacing="-0.01em" color="fg">
              {title}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {description}
            </Text>
          </Stack>
        </HStack>
        {children}
      </Stack>
    </Panel>
  );
}
