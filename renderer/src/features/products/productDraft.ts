import { readTypedNumber } from '../../../../common/digits';
import type { Product } from '../../../../common/catalog';
import { cellKey } from '../../../../common/variants';
import { cellProblem, cellText, type GridDraft } from './VariantGrid';

/** What the product form holds while the owner types: text as typed, turned into a product write by bodyOf. */
export type Draft = {
  id: string;
  title: string;
  price: string;
  description: string;
  titleUrdu: string;
  descriptionUrdu: string;
  sizes: string[];
  colors: string[];
  /** Stock typed per size and colour (issue 22); cells of sizes or colours taken off are dropped. */
  grid: GridDraft;
  /**
   * Each cell's stock as the shop last told the form (when it opened, or in a refusal since): sent
   * beside the typed stock, so the server keeps what orders took from cells the owner left alone (decision 0111).
   */
  seen: Record<string, number>;
  categories: string[];
  images: string[];
  mainImage: string | null;
  /** Which colour a picture shows, by URL; a picture not listed is for any colour. */
  imageColors: Record<string, string>;
};

/** docs/product.md §9: a generated default ID is 'PROD' plus 5 digits; default sizes S, M, L, XL. */
const generatedId = () => `PROD${String(Math.floor(10000 + Math.random() * 90000))}`;

export const draftOf = (product: Product | undefined): Draft =>
  product
    ? {
        id: product.id,
        title: product.title,
        price: String(product.price),
        description: product.description,
        titleUrdu: product.titleUrdu ?? '',
        descriptionUrdu: product.descriptionUrdu ?? '',
        sizes: product.sizes,
        colors: product.colors,
        grid: Object.fromEntries(product.variants.map((cell) => [cellKey(cell.size, cell.color), String(cell.stock)])),
        seen: Object.fromEntries(product.variants.map((cell) => [cellKey(cell.size, cell.color), cell.stock])),
        categories: product.categories,
        images: product.additionalImages,
        mainImage: product.imageUrl,
        imageColors: product.imageColors,
      }
    : {
        id: generatedId(),
        title: '',
        price: '',
        description: '',
        titleUrdu: '',
        descriptionUrdu: '',
        sizes: ['S', 'M', 'L', 'XL'],
        colors: [],
        grid: {},
        seen: {},
        categories: [],
        images: [],
        mainImage: null,
        imageColors: {},
      };

/**
 * The tags to save: a picture's colour counts while the picture and that colour are both still on
 * the product (removing a colour chip leaves its pictures for any colour, as their choice then shows).
 */
const savedImageColors = (draft: Draft) =>
  Object.fromEntries(
    Object.entries(draft.imageColors).filter(
      ([url, colour]) => draft.images.includes(url) && draft.colors.includes(colour),
    ),
  );

/** The grid keeps only the cells of the sizes and colours the product still lists. */
export const keptGrid = (grid: GridDraft, sizes: string[], colors: string[]): GridDraft => {
  const cells = new Set(sizes.flatMap((size) => colors.map((color) => cellKey(size, color))));
  return Object.fromEntries(Object.entries(grid).filter(([key]) => cells.has(key)));
};

const variantsOf = (draft: Draft) =>
  draft.sizes.flatMap((size) =>
    draft.colors.map((color) => ({
      size,
      color,
      stock: readTypedNumber(cellText(draft.grid, size, color)),
      stockSeen: draft.seen[cellKey(size, color)],
    })),
  );

/** Whether a stock cell of the grid is not a whole number (the grid marks which). */
export const hasWrongCell = (draft: Draft) =>
  draft.sizes.some((size) => draft.colors.some((color) => cellProblem(cellText(draft.grid, size, color))));

/**
 * The product write the form sends. The price goes as typed: the product schema reads it as people
 * write it ('3,500', 'Rs 3,500') with the shop's one money reader (common/money.ts readAmount), in the
 * form and on the server alike. The server adds the cells up into the product's stock, so the form
 * sends no total of its own.
 */
export const bodyOf = (draft: Draft) => ({
  id: draft.id,
  title: draft.title,
  price: draft.price,
  description: draft.description,
  // Sent empty too: clearing a field removes the Urdu wording.
  titleUrdu: draft.titleUrdu,
  descriptionUrdu: draft.descriptionUrdu,
  sizes: draft.sizes,
  colors: draft.colors,
  variants: variantsOf(draft),
  categories: draft.categories,
  imageUrl: draft.mainImage ?? draft.images[0] ?? null,
  additionalImages: draft.images,
  imageColors: savedImageColors(draft),
});
