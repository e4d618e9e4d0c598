import { describe, expect, it } from 'vitest';
import { colourFor, isLightColour, UNKNOWN_COLOUR } from './colors';

// docs/product.md §2, Product detail screen: each colour button is coloured by its colour name.
describe('colour names to swatch colours', () => {
  it('knows the names the shop uses, whatever their case, spacing or spelling of grey', () => {
    expect(colourFor('Navy')).toBe('#1f2f52');
    expect(colourFor('  sky   BLUE ')).toBe(colourFor('Sky Blue'));
    expect(colourFor('Light Gray')).toBe(colourFor('Light Grey'));
    expect(colourFor('off-white')).toBe(colourFor('Off White'));
  });

  it('reads a known colour out of a longer name, two-word names first', () => {
    expect(colourFor('Dark Navy')).toBe(colourFor('Navy'));
    expect(colourFor('Light Blue Check')).toBe(colourFor('Light Blue'));
    expect(colourFor('Navy/White')).toBe(colourFor('Navy'));
  });

  it('draws an unknown name in a neutral grey', () => {
    expect(colourFor('Sunset Dream')).toBe(UNKNOWN_COLOUR);
    expect(colourFor('')).toBe(UNKNOWN_COLOUR);
  });
});

describe('swatch text stays readable (WCAG contrast)', () => {
  it('puts dark text on light and mid colours and white text on dark ones', () => {
    for (const light of ['White', 'Beige', 'Sky Blue', 'Mustard', 'Grey', 'Pink'])
      expect(isLightColour(colourFor(light)), light).toBe(true);
    for (const dark of ['Black', 'Navy', 'Maroon', 'Charcoal', 'Olive', 'Bottle Green'])
      expect(isLightColour(colourFor(dark)), dark).toBe(false);
  });

  it('falls back to dark text for anything that is not #rrggbb', () => {
    expect(isLightColour('teal')).toBe(true);
  });
});
