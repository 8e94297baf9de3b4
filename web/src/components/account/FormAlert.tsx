import type { ReactNode } from 'react';
import { Alert } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';

interface FormAlertProps {
  status: 'error' | 'success' | 'info' | 'warning';
  children: ReactNode;
  title?: string;
}

/** A message about the whole form; errors are announced to screen readers as alerts. */
export function FormAlert({ status, children, title }: FormAlertProps) {
  return (
    <Alert.Root recipe={alertSlotRecipe} status={status} rounded="xl" role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Content>
        {title ? <Alert.Title>{title}</Alert.Title> : null}
        <Alert.Description>{children}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
