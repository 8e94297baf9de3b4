import { RadioGroup, Stack, Text } from '@chakra-ui/react';
import { radioGroupSlotRecipe } from '@chakra-ui/react/theme';

export interface ReasonChoice<T extends string> {
  value: T;
  label: string;
  /** A line under the label saying when to pick it. */
  hint?: string;
}

interface ReasonChoicesProps<T extends string> {
  choices: readonly ReasonChoice<T>[];
  value: T | null;
  onChange: (value: T) => void;
  colorPalette: string;
  'aria-label'?: string;
}

/** The "Reason" radio list of a report, a rejection or any step that must say why. */
export function ReasonChoices<T extends string>({ choices, value, onChange, colorPalette, 'aria-label': ariaLabel }: ReasonChoicesProps<T>) {
  return (
    <RadioGroup.Root
      recipe={radioGroupSlotRecipe}
      value={value}
      onValueChange={(change) => onChange(change.value as T)}
      colorPalette={colorPalette}
      size="sm"
      aria-label={ariaLabel}
    >
      <RadioGroup.Label fontWeight="600" color="fg" mb="2">
        Reason
      </RadioGroup.Label>
      <Stack gap="2.5">
        {choices.map((choice) => (
          <RadioGroup.Item key={choice.value} value={choice.value} alignItems="flex-start">
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator mt="0.5" />
            {choice.hint ? (
              <Stack gap="0">
                <RadioGroup.ItemText fontWeight="500" color="fg">
                  {choice.label}
                </RadioGroup.ItemText>
                <Text fontSize="xs" color="fg.muted">
                  {choice.hint}
                </Text>
              </Stack>
            ) : (
              <RadioGroup.ItemText color="fg">{choice.label}</RadioGroup.ItemText>
            )}
          </RadioGroup.Item>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}
