/**
 * Colour names as the shop writes them, mapped to what a screen can draw: the detail screen colours
 * each colour button by its name (docs/product.md §2), and the demo pictures are drawn in these colours.
 * Every entry is a hex value so that the text drawn on a swatch can be chosen to stay readable.
 */
const SHOP_COLOURS: Record<string, string> = {
  white: '#f8f8f6',
  'off white': '#f1eee6',
  ivory: '#f6f1e1',
  cream: '#f2e8cf',
  beige: '#d9c8a9',
  khaki: '#c3b091',
  camel: '#b88a5a',
  tan: '#c8a27a',
  brown: '#6f4a32',
  rust: '#a8471f',
  black: '#1f1f22',
  charcoal: '#3d4047',
  grey: '#8e9196',
  'light grey': '#c9cbcf',
  'dark grey': '#55585e',
  silver: '#c0c2c6',
  navy: '#1f2f52',
  blue: '#2f5fa8',
  'royal blue': '#2546a8',
  'sky blue': '#9cc7ea',
  'light blue': '#b9d7f0',
  'powder blue': '#c6dcec',
  denim: '#4a6489',
  teal: '#1f6f6f',
  turquoise: '#3fb6b0',
  green: '#2f6b45',
  'bottle green': '#1e4d33',
  'mint green': '#b7e4c7',
  mint: '#b7e4c7',
  olive: '#6b6b3a',
  yellow: '#f2d14b',
  mustard: '#d2a23a',
  gold: '#c9a23f',
  orange: '#e07b2e',
  peach: '#f4c2a1',
  red: '#b0303a',
  maroon: '#6e1f2c',
  burgundy: '#6a1b2d',
  wine: '#6b2038',
  pink: '#e9b4c4',
  'baby pink': '#f4ccd8',
  rose: '#d77a8f',
  purple: '#6b3f8f',
  lavender: '#c9b8e3',
  lilac: '#c8a8d8',
};

/** What a swatch is drawn in when no word of the name is known. */
export const UNKNOWN_COLOUR = '#9ca3af';

/** A colour name as the shop's tables key it: lower case, 'gray' as 'grey', one space between words. */
export const colourKey = (name: string) =>
  name.trim().toLowerCase().replace(/gray/g, 'grey').replace(/[-_]+/g, ' ').replace(/\s+/g, ' ');

/**
 * The colour to draw for a colour name: the name itself when known ('Sky Blue', 'light gray'),
 * otherwise the first known pair or word in it ('Dark Navy' → navy, 'Light Blue Check' → light blue,
 * 'Navy/White' → navy), otherwise a neutral grey.
 */
export function colourFor(name: string): string {
  const key = colourKey(name);
  const words = key.split(/[\s/&,+]+/).filter(Boolean);
  const pairs = words.slice(1).map((word, index) => `${words[index]} ${word}`);
  for (const candidate of [key, ...pairs, ...words]) {
    const known = SHOP_COLOURS[candidate];
    if (known) return known;
  }
  return UNKNOWN_COLOUR;
}

/** The text colour drawn on light swatches; white is drawn on the others. */
export const SWATCH_DARK_TEXT = '#1c1917';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const value = parseInt(hex.slice(1), 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/**
 * Whether dark text (SWATCH_DARK_TEXT) reads better than white on this colour, by WCAG contrast:
 * mid greys and light blues get dark text, navy and maroon white.
 */
export function isLightColour(hex: string): boolean {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) return true;
  const background = luminance(hex);
  const againstDark = (background + 0.05) / (luminance(SWATCH_DARK_TEXT) + 0.05);
  const againstWhite = 1.05 / (background + 0.05);
  return againstDark >= againstWhite;
}
