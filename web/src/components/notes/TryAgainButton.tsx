import { Button, type ButtonProps } from '@chakra-ui/react';
import { RefreshIcon } from './icons';

interface TryAgainButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** The failed query's refetch: a second failure shows in the query's own error state. */
  refetch: () => Promise<unknown>;
}

/** "Try Again" under a list or panel whose query failed. */
export function TryAgainButton({ refetch, ...buttonProps }: TryAgainButtonProps) {
  return (
    <Button variant="outline" rounded="full" {...buttonProps} onClick={() => void refetch().catch(() => undefined)}>
      <RefreshIcon /> Try Again
    </Button>
  );
}
