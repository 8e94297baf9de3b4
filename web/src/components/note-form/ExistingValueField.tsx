import type { NoteFieldName } from '../../graphql/__generated__/graphql';
import { SuggestionCombobox } from '../Combobox/SuggestionCombobox';
import { FormField } from '../account/FormField';
import { useFieldSuggestions } from './useFieldSuggestions';

interface ExistingValueFieldProps {
  field: Extract<NoteFieldName, 'SUBJECT' | 'COLLEGE'>;
  label: string;
  name: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  required?: boolean;
}

/** A free-text field that suggests the values other students already used (subject, college). */
export function ExistingValueField({ field, label, name, placeholder, value, onChange, error, required = false }: ExistingValueFieldProps) {
  const suggestions = useFieldSuggestions(field, value);
  return (
    <FormField label={label} error={error} required={required}>
      <SuggestionCombobox
        name={name}
        value={value}
        onChange={onChange}
        suggestions={suggestions}
        listLabel={`${label} suggestions`}
        placeholder={placeholder}
      />
    </FormField>
  );
}
