import { useEffect, useMemo, useState } from 'react';
import { Combobox, createListCollection, Portal, useFilter } from '@chakra-ui/react';
import { comboboxSlotRecipe } from '@chakra-ui/react/theme';

interface FilterComboboxProps {
  label: string;
  placeholder: string;
  options: readonly string[];
  /** The selected option, '' for none. */
  value: string;
  onChange: (value: string | null) => void;
  disabled?: boolean;
}

/**
 * A searchable dropdown: type to narrow the options, pick one, clear it with the x. Its recipe
 * travels with this lazy page (see app/chakra-recipes.ts).
 */
export function FilterCombobox({ label, placeholder, options, value, onChange, disabled }: FilterComboboxProps) {
  const { contains } = useFilter({ sensitivity: 'base' });
  const [inputValue, setInputValue] = useState(value);
  const [query, setQuery] = useState('');

  // The value can change from outside (Reset Filters, Back): the field shows it.
  useEffect(() => setInputValue(value), [value]);

  const collection = useMemo(() => createListCollection({ items: options.filter((option) => contains(option, query)) }), [options, query, contains]);

  return (
    <Combobox.Root
      recipe={comboboxSlotRecipe}
      collection={collection}
      value={value ? [value] : []}
      inputValue={inputValue}
      onInputValueChange={(details) => {
        setInputValue(details.inputValue);
        if (details.reason === 'input-change') setQuery(details.inputValue);
      }}
      onValueChange={(details) => onChange(details.value[0] ?? null)}
      onOpenChange={(details) => {
        if (details.open) return;
        setQuery('');
        // Typed text that was not picked gives way to the selection again.
        setInputValue(value);
      }}
      openOnClick
      // The options are drawn when the list first opens: drawn with the page, every filter's
      // options (hundreds of colleges and subjects) were a long task right after hydration.
      lazyMount
      inputBehavior="autohighlight"
      positioning={{ sameWidth: true }}
      disabled={disabled}
      size="lg"
      width="full"
    >
      <Combobox.Label fontWeight="600" color="fg.muted">
        {label}
      </Combobox.Label>
      <Combobox.Control>
        <Combobox.Input placeholder={placeholder} bg="bg.panel" rounded="lg" />
        <Combobox.IndicatorGroup>
          {/* Chakra leaves the clear button out of the Tab order; keyboard users need it too. */}
          <Combobox.ClearTrigger aria-label={`Clear ${label}`} tabIndex={0} />
          <Combobox.Trigger aria-label={`Show ${label} options`} />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner>
          {/* With no option left the popup is no listbox (a listbox must own options): it only says so. */}
          <Combobox.Content rounded="lg" maxH="72" role={collection.items.length ? undefined : 'presentation'}>
            <Combobox.Empty px="3" py="2" color="fg.muted" role="status">
              No matches found
            </Combobox.Empty>
            {collection.items.map((item) => (
              <Combobox.Item item={item} key={item}>
                <Combobox.ItemText>{item}</Combobox.ItemText>
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}
