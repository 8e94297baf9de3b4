import type { Ref } from 'react';
import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

/**
 * A form laid out as a column. The browser's own validation bubbles are off (noValidate): the
 * form shows its mistakes next to the fields, in the same words as the api.
 */
export function FormStack({ ref, ...props }: HTMLChakraProps<'form'> & { ref?: Ref<HTMLFormElement> }) {
  return <chakra.form ref={ref} display="flex" flexDirection="column" gap="5" noValidate {...props} />;
}
