import { useState } from 'react';
import type { Product } from '../../../common/catalog';

/** Where the first picture the owner tagged with this colour is among the product's pictures, if any. */
export function pictureOfColour(
  product: Pick<Product, 'additionalImages' | 'imageColors'>,
  colour: string,
): number | undefined {
  const at = product.additionalImages.findIndex((url) => product.imageColors[url] === colour);
  return at === -1 ? undefined : at;
}

/**
 * The chosen colour and the picture shown, kept together: choosing a colour shows the first picture
 * of that colour, and leaves the picture as it is when the shirt has none in that colour (issue 10).
 * The first picture shows until the shopper chooses, whatever colour starts chosen.
 */
export function useColourPicture(product: Product, initialColour: string | null) {
  const [color, setColor] = useState(initialColour);
  const [picture, setPicture] = useState(0);
  const chooseColor = (colour: string) => {
    setColor(colour);
    const at = pictureOfColour(product, colour);
    if (at !== undefined) setPicture(at);
  };
  return { color, chooseColor, picture, setPicture };
}
