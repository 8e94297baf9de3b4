import { Field, Textarea } from '@chakra-ui/react';

interface ReasonDetailsFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  required?: boolean;
  invalid?: boolean;
  /** Shown when invalid, in place of the character count. */
  errorText?: string;
}

/** The words that go with a reason (for the admins or the uploader): a short textarea with its count. */
export function ReasonDetailsField({ label, value, onChange, maxLength, required = false, invalid, errorText }: ReasonDetailsFieldProps) {
  return (
    <Field.Root required={required} invalid={invalid}>
      <Field.Label>
        {label}
        {required ? (
          <>
            {' '}
            <Field.RequiredIndicator />
          </>
        ) : null}
      </Field.Label>
      <Textarea value={value} onChange={(event) => onChange(event.target.value)} maxLength={maxLength} rows={3} rounded="lg" />
      {errorText ? (
        <Field.ErrorText>{errorText}</Field.ErrorText>
      ) : (
        <Field.HelperText>
          {value.length}/{maxLength} characters
        </Field.HelperText>
      )}
    </Field.Root>
  );
}
