import type { ReactNode } from 'react';
import { Heading, Stack, Text, type BoxProps, type HeadingProps, type StackProps, type TextProps } from '@chakra-ui/react';
import { IconBadge } from '../IconBadge/IconBadge';

interface StateMessageProps extends Omit<StackProps, 'title'> {
  icon?: ReactNode;
  title: ReactNode;
  /** The title's level and type; an h2 in the page's weight unless the caller says otherwise. */
  titleProps?: HeadingProps;
  description?: ReactNode;
  descriptionProps?: TextProps;
  /** The way on: a retry, reset or navigation button. */
  children?: ReactNode;
}

/** A centred message in place of content: empty lists, not found, could not load. */
export function StateMessage({ icon, title, titleProps, description, descriptionProps, children, ...stackProps }: StateMessageProps) {
  return (
    <Stack align="center" textAlign="center" gap="3" {...stackProps}>
      {icon}
      <Heading as="h2" fontSize="xl" fontWeight="800" color="fg" {...titleProps}>
        {title}
      </Heading>
      {description ? (
        <Text color="fg.muted" {...descriptionProps}>
          {description}
        </Text>
      ) : null}
      {children}
    </Stack>
  );
}

/** The large tinted icon tile a state message leads with. */
export function StateIcon(props: BoxProps & { palette?: string }) {
  return <IconBadge boxSize="14" rounded="2xl" {...props} />;
}
