import { NativeSelect } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';

interface FilterSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The first option, meaning "no filter" (value ""). */
  allLabel: string;
  options: readonly { value: string; label: string }[];
}

/** A native dropdown filter: works with every keyboard and phone picker. */
export function FilterSelect({ label, value, onChange, allLabel, options }: FilterSelectProps) {
  return (
    <NativeSelect.Root recipe={nativeSelectSlotRecipe} w={{ base: 'full', md: 'auto' }} minW={{ md: '48' }} maxW={{ md: '72' }}>
      <NativeSelect.Field aria-label={label} value={value} onChange={(event) => onChange(event.target.value)} bg="bg.panel" rounded="lg">
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
