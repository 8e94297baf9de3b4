import { Switch } from '@chakra-ui/react';
import { switchSlotRecipe } from '@chakra-ui/react/theme';

interface PublicSwitchProps extends Omit<Switch.RootProps, 'checked' | 'onCheckedChange' | 'onChange' | 'children'> {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The visible words beside the switch. */
  label: string;
  /** The switch's own name where the visible words alone would not say which list it is for. */
  inputLabel?: string;
}

/** Whether a study list is public (anyone with its link can see it). */
export function PublicSwitch({ checked, onChange, label, inputLabel, ...rootProps }: PublicSwitchProps) {
  return (
    <Switch.Root
      recipe={switchSlotRecipe}
      checked={checked}
      onCheckedChange={(details) => onChange(details.checked)}
      colorPalette="brand"
      size="sm"
      {...rootProps}
    >
      <Switch.HiddenInput aria-label={inputLabel} />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label fontSize="sm">{label}</Switch.Label>
    </Switch.Root>
  );
}
