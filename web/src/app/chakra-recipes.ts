import {
  badgeRecipe,
  buttonRecipe,
  checkmarkRecipe,
  containerRecipe,
  fieldSlotRecipe,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  linkRecipe,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme';

/*
 * The component styles registered in the app-wide system: the everyday components the first
 * screens use. Every recipe here ships with the landing page (first-load budget 120 KB Brotli),
 * so components only lazy pages or dialogs use (dialog, popover, table, tabs, alert, native
 * select, checkbox, combobox, toast...) pass their recipe where they are used, as below.
 *
 * A lazily loaded page that uses a component missing here passes its recipe on the root part,
 * so the styles travel in that page's chunk:
 *   import { comboboxSlotRecipe } from '@chakra-ui/react/theme';
 *   <Combobox.Root recipe={comboboxSlotRecipe} ...>
 * Without it the component renders unstyled (radios and switches at 0x0): chakra-recipes.test.ts
 * fails for any Chakra component the app renders without its recipe.
 */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
  icon: iconRecipe,
  checkmark: checkmarkRecipe,
};

export const slotRecipes = {
  field: fieldSlotRecipe,
};
