import type { ReactNode } from 'react';
import { Field, Input, type InputProps } from '@chakra-ui/react';

interface FormFieldProps {
  label: ReactNode;
  /** The mistake to show under the field (also marks the control invalid). */
  error?: string | null;
  /** A rule or hint, shown under the control. */
  helper?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

/** Label, control, hint and error wired together (ids, aria-invalid, aria-describedby) by Chakra's Field. */
export function FormField({ label, error, helper, required = false, children }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label fontWeight="600" color="fg">
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {helper ? <Field.HelperText color="fg.subtle">{helper}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

interface InputFieldProps extends Omit<InputProps, 'onChange'>, Pick<FormFieldProps, 'label' | 'error' | 'helper' | 'required'> {
  onChange: (value: string) => void;
}

/** A FormField around a text input that reports its value. */
export function InputField({ label, error, helper, required, onChange, ...input }: InputFieldProps) {
  return (
    <FormField label={label} error={error} helper={helper} required={required}>
      <Input {...input} onChange={(event) => onChange(event.target.value)} />
    </FormField>
  );
}
