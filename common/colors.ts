/**
 * Colour names as the shop writes them, mapped to what a screen can draw: the detail screen colours
 * each colour button by its name (SPEC.md §2), and the demo pictures are drawn in these colours.
 * A name we do not know falls back to CSS's own reading of it, then to a neutral grey.
 */
const SHOP_COLOURS: Record<string, string> = {
  white: '#f8f8f6',
  'off white': '#f1eee6',
  black: '#1f1f22',
  navy: '#1f2f52',
  'sky blue': '#9cc7ea',
  'light blue': '#b9d7f0',
  maroon: '#6e1f2c',
  olive: '#6b6b3a',
  beige: '#d9c8a9',
  charcoal: '#3d4047',
  mustard: '#d2a23a',
  pink: '#e9b4c4',
  'light grey': '#c9cbcf',
  grey: '#8e9196',
  green: '#2f6b45',
  red: '#b0303a',
  brown: '#6f4a32',
  cream: '#f2e8cf',
};

export function colourFor(name: string): string {
  const key = name.trim().toLowerCase();
  return SHOP_COLOURS[key] ?? (/^[a-z]+$/.test(key) ? key : '#9ca3af');
}

/** Whether dark text reads on this colour (for labels drawn on a swatch). */
export function isLightColour(hex: string): boolean {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) return true;
  const value = parseInt(match[1]!, 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 150;
}
