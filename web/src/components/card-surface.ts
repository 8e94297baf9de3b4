/*
 * The site's recurring surfaces and layouts, named once: each is a style-prop object to spread
 * onto a Chakra box, which adds its own radius, spacing and anything else only it needs.
 */

/** A flat panel: the panel fill and a hairline border (a box set into a page or another panel). */
export const panelSurface = { bg: 'bg.panel', borderWidth: '1px', borderColor: 'border' } as const;

/** The look of a card or panel on the page: the flat panel lifted by the soft card shadow. */
export const cardSurface = { ...panelSurface, shadow: 'card' } as const;

/** An empty list's box: the flat panel with a dashed border, a place waiting to be filled. */
export const dashedSurface = { ...panelSurface, borderStyle: 'dashed' } as const;

/** A call-out tinted in one palette: a prompt (brand) or something that waits for the reader (orange). */
export function tintedSurface(palette: 'brand' | 'orange') {
  return { bg: `${palette}.subtle`, borderWidth: '1px', borderColor: `${palette}.muted` } as const;
}

/** The brand's blue-to-teal fill (logo, banners, step badges): one place for its stops. */
export const brandGradient = { bgGradient: 'to-br', gradientFrom: 'brand.600', gradientTo: 'teal.700' } as const;

/** The brand fill with the white text it carries (brand panels, the sign-in pitch, avatars). */
export const brandFill = { ...brandGradient, color: 'white' } as const;

/** The keyboard focus ring of a custom focusable box, for its `_focusVisible`: outside the edge. */
export const focusRing = { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' } as const;

/** The same ring inside the edge, for a scrolling region whose overflow would clip it. */
export const insetFocusRing = { ...focusRing, outlineOffset: '-2px' } as const;

/** A page's header bar (the site's, the admin area's): held at the top as the page scrolls, a hairline under it. */
export const stickyHeaderBar = { position: 'sticky', top: '0', zIndex: 'sticky', borderBottomWidth: '1px', borderColor: 'border' } as const;

/** The row inside a header bar: its height, the items centred and pushed to the two ends. */
export const headerRow = { h: '16', align: 'center', justify: 'space-between' } as const;

/** Parts that stack on phones, one under the other, and stand side by side from sm up. */
export const stackOnPhones = { direction: { base: 'column', sm: 'row' } } as const;

/** A row that stacks on phones, its parts pushed to the two ends from sm up (a text and its button). */
export const splitRow = { ...stackOnPhones, justify: 'space-between' } as const;
