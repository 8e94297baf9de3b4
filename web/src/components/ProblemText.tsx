import { Text, type TextProps } from '@chakra-ui/react';

interface ProblemTextProps extends Omit<TextProps, 'children'> {
  /** The mistake or failure to show; nothing renders without one. */
  children: string | null | undefined;
}

/** A short error beside the control it is about (a list name, a sign-out), announced as an alert. */
export function ProblemText({ children, ...textProps }: ProblemTextProps) {
  if (!children) return null;
  return (
    <Text role="alert" fontSize="sm" color="fg.error" {...textProps}>
      {children}
    </Text>
  );
}
