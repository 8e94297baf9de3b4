/**
 * The look of a card or panel on the page: the panel surface, a hairline border and the soft
 * card shadow. Spread onto a Chakra box, which adds its own radius and padding.
 */
export const cardSurface = { bg: 'bg.panel', borderWidth: '1px', borderColor: 'border', shadow: 'card' } as const;

/** The brand's blue-to-teal fill (logo, banners, step badges): one place for its stops. */
export const brandGradient = { bgGradient: 'to-br', gradientFrom: 'brand.600', gradientTo: 'teal.700' } as const;
