/**
 * The look of a card or panel on the page: the panel surface, a hairline border and the soft
 * card shadow. Spread onto a Chakra box, which adds its own radius and padding.
 */
export const cardSurface = { bg: 'bg.panel', borderWidth: '1px', borderColor: 'border', shadow: 'card' } as const;
