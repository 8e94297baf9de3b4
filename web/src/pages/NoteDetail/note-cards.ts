import { cardSurface } from '../../components/card-surface';

/** The note page's wide cards: the note itself (and its loading frame) and its comments. */
export const mainCard = { p: { base: '5', md: '8' }, rounded: '2xl', ...cardSurface } as const;

/** A titled card of the side column (statistics, details). */
export const sideCard = { p: { base: '5', md: '6' }, rounded: '2xl', ...cardSurface } as const;
