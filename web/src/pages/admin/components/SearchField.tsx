import { CloseButton, Input, InputGroup } from '@chakra-ui/react';
import { SearchIcon } from '../../../components/icons';

interface SearchFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/** A search box with a clear button; the page debounces what it sends to the server. */
export function SearchField({ label, placeholder, value, onChange }: SearchFieldProps) {
  return (
    <InputGroup
      flex="1"
      minW={{ base: 'full', md: '64' }}
      startElement={<SearchIcon color="fg.subtle" />}
      endElement={value ? <CloseButton size="xs" aria-label="Clear search" onClick={() => onChange('')} /> : undefined}
    >
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        bg="bg.panel"
        rounded="lg"
      />
    </InputGroup>
  );
}
