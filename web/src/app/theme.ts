import { createSystem } from '@chakra-ui/react';
import { themeConfigs } from './theme-config';

export { omit, themeConfigs } from './theme-config';

/*
 * The app's Chakra system. Its configs (theme-config.ts: Chakra's defaults less what the app does
 * not read, its recipes, the brand) are a module of their own, so that the browser can evaluate
 * them and make the system in two tasks (main.tsx) instead of one long one.
 */
export const system = createSystem(...themeConfigs);
