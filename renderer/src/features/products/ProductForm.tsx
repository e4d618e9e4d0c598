import { useRef, useState, type FormEvent } from 'react';
import { ActivityHistory } from '../activity/ActivityHistory';
import type { Product } from '../../../../common/catalog';
import { understoodAs } from '../../../../common/money';
import { cellKey } from '../../../../common/variants';
import { resolveImageUrl } from '../../../../common/apiClient';
import { MAX_IMAGE_BYTES, MAX_IMAGE_MEGABYTES } from '../../../../common/images';
import { useAdminSession } from '../../shared/session/AdminSession';
import { useSaveProduct } from './api';
import { ChipsField } from './ChipsField';
import { productProblems, useProductProblems } from './productProblems';
import { gridSaveMessage, productSaveMessage, uploadMessage } from './messages';
import styles from './ProductsPage.module.css';
import formStyles from './ProductForm.module.css';
import { uploadImage } from './uploadImage';
import { UrduFields } from './UrduFields';
import { useLeaveWarning } from './useLeaveWarning';
import { cellProblem, cellText, VariantGrid, type GridDraft } from './VariantGrid';

type Draft = {
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
  categories: string[];
  images: string[];
  mainImage: string | null;
  /** Which colour a picture shows, by URL; a picture not listed is for any colour. */
  imageColors: Record<string, string>;
};

type Upload = { key: number; name: string; progress: number; error?: string };

/** docs/product.md §9: a generated default ID is 'PROD' plus 5 digits; default sizes S, M, L, XL. */
const generatedId = () => `PROD${String(Math.floor(10000 + Math.random() * 90000))}`;

const draftOf = (product: Product | undefined): Draft =>
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
const keptGrid = (grid: GridDraft, sizes: string[], colors: string[]): GridDraft => {
  const cells = new Set(sizes.flatMap((size) => colors.map((color) => cellKey(size, color))));
  return Object.fromEntries(Object.entries(grid).filter(([key]) => cells.has(key)));
};

const variantsOf = (draft: Draft) =>
  draft.sizes.flatMap((size) =>
    draft.colors.map((color) => ({ size, color, stock: Number(cellText(draft.grid, size, color)) })),
  );

/**
 * The add/edit form (docs/product.md §2 Products tab, §4 and §5 Product form). A failed save or upload keeps
 * everything the owner typed; leaving with unsaved changes asks first.
 */
export function ProductForm({ product, onDone }: { product?: Product; onDone: (saved?: Product) => void }) {
  const { token } = useAdminSession();
  const [initial] = useState(() => draftOf(product));
  const [draft, setDraft] = useState(initial);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [gridError, setGridError] = useState<string | null>(null);
  const { problems, setProblems, invalid, problemAt } = useProductProblems();
  const uploadKey = useRef(0);
  const editing = product !== undefined;
  const uploading = uploads.some((upload) => upload.progress < 1 && !upload.error);
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  const setList = (key: 'sizes' | 'colors', values: string[]) =>
    setDraft((current) => {
      const next = { ...current, [key]: values };
      return { ...next, grid: keptGrid(current.grid, next.sizes, next.colors) };
    });

  const save = useSaveProduct(product?.id);
  const saving = save.isPending;
  const { leave, dialog } = useLeaveWarning(dirty && !save.isSuccess, () => onDone());

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const form = event.currentTarget;
    const wrongCell = draft.sizes.some((size) =>
      draft.colors.some((color) => cellProblem(cellText(draft.grid, size, color))),
    );
    // The server adds the cells up into the product's stock, so the form sends no total of its own.
    const body = {
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
    };
    // Every problem at once, each at its field; the first one wrong takes the focus.
    const found = productProblems(body);
    setProblems(found);
    setGridError(
      wrongCell ? 'Some stock cells are not whole numbers. Correct the marked cells, then save again.' : null,
    );
    if (wrongCell || Object.keys(found).length > 0) {
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    save.mutate(body, {
      onSuccess: (answer) => onDone(answer.data),
      onError: (failure) => {
        const atGrid = gridSaveMessage(failure);
        if (atGrid) setGridError(atGrid);
        else setError(productSaveMessage(failure));
      },
    });
  };

  const onFiles = async (files: FileList | null) => {
    if (!files) return;
    setError(null);
    // One request per file (docs/product.md §7), one after another so progress reads in order on a slow link.
    for (const file of Array.from(files)) {
      const key = ++uploadKey.current;
      const update = (change: Partial<Upload>) =>
        setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));
      setUploads((current) => [...current, { key, name: file.name, progress: 0 }]);
      if (file.size > MAX_IMAGE_BYTES) {
        update({ error: `Image file is too large. Please use a smaller image (max ${MAX_IMAGE_MEGABYTES}MB).` });
        continue;
      }
      try {
        const { imageUrl } = await uploadImage(file, token, (progress) =>
          update({ progress: Math.min(progress, 0.99) }),
        );
        update({ progress: 1 });
        setDraft((current) => ({ ...current, images: [...current.images, imageUrl] }));
        setUploads((current) => current.filter((upload) => upload.key !== key));
      } catch (failure) {
        update({ error: uploadMessage(failure) });
      }
    }
  };

  const move = (index: number, by: number) => {
    const images = [...draft.images];
    const [moved] = images.splice(index, 1);
    images.splice(index + by, 0, moved!);
    set('images', images);
  };
  const remove = (url: string) =>
    setDraft((current) => {
      const { [url]: _removedTag, ...imageColors } = current.imageColors;
      return {
        ...current,
        images: current.images.filter((image) => image !== url),
        mainImage: current.mainImage === url ? null : current.mainImage,
        imageColors,
      };
    });
  const tagColour = (url: string, colour: string) =>
    setDraft((current) => {
      const { [url]: _previous, ...imageColors } = current.imageColors;
      return { ...current, imageColors: colour ? { ...imageColors, [url]: colour } : imageColors };
    });
  const cancel = () => leave(() => onDone());
  const busy = saving || uploading;
  const mainImage = draft.mainImage ?? draft.images[0] ?? null;

  return (
    <>
      {/* The page's heading names the form (ProductsPage), so it is not said twice. */}
      <form
        className={styles.form}
        onSubmit={onSubmit}
        aria-label={editing ? `Edit ${product.title}` : 'Add Product'}
        noValidate
      >
        <div className={styles.formGrid}>
          <div className="field">
            <label htmlFor="product-id">Product ID</label>
            <input
              id="product-id"
              value={draft.id}
              onChange={(event) => set('id', event.target.value)}
              readOnly={editing}
              required
              {...invalid('id', 'product-id-hint')}
            />
            <p className="hint" id="product-id-hint">
              {editing ? 'The ID cannot be changed.' : 'Letters, digits, - and _.'}
            </p>
            {problemAt('id')}
          </div>
          <div className="field">
            <label htmlFor="product-title">Title</label>
            {/* No maxLength: a pasted long title would be cut without a word; the schema says it is too long instead (issue 24). */}
            <input
              id="product-title"
              value={draft.title}
              onChange={(event) => set('title', event.target.value)}
              required
              {...invalid('title')}
            />
            {problemAt('title')}
          </div>
          <div className="field">
            <label htmlFor="product-price">Price (PKR)</label>
            <input
              id="product-price"
              value={draft.price}
              onChange={(event) => set('price', event.target.value)}
              required
              {...invalid('price', understoodAs(draft.price) ? 'product-price-read' : undefined)}
            />
            {/* 'Rs. 2,500' or '٢٥٠٠' is read as money (issue 24): the form says what it read. */}
            {understoodAs(draft.price) && (
              <p className="hint" id="product-price-read">
                {understoodAs(draft.price)}
              </p>
            )}
            {problemAt('price')}
          </div>
          <div className={`field ${styles.wide}`}>
            <label htmlFor="product-description">Description</label>
            <textarea
              id="product-description"
              rows={4}
              value={draft.description}
              onChange={(event) => set('description', event.target.value)}
              required
              maxLength={5000}
              {...invalid('description')}
            />
            {problemAt('description')}
          </div>
          <UrduFields
            title={draft.titleUrdu}
            description={draft.descriptionUrdu}
            onChange={set}
            invalid={invalid}
            problemAt={problemAt}
          />
          <ChipsField
            label="Sizes"
            values={draft.sizes}
            onChange={(sizes) => setList('sizes', sizes)}
            disabled={saving}
            error={problems.sizes}
          />
          <ChipsField
            label="Colours"
            values={draft.colors}
            onChange={(colors) => setList('colors', colors)}
            disabled={saving}
            error={problems.colors}
          />
          <ChipsField
            label="Categories"
            values={draft.categories}
            onChange={(categories) => set('categories', categories)}
            disabled={saving}
            error={problems.categories}
          />
        </div>

        <VariantGrid
          sizes={draft.sizes}
          colors={draft.colors}
          grid={draft.grid}
          onChange={(grid) => set('grid', grid)}
          disabled={saving}
          serverError={gridError}
        />

        <fieldset className={styles.pictures}>
          <legend>Pictures</legend>
          {problemAt('pictures')}
          <div className="field">
            <label htmlFor="product-images">
              Upload pictures (JPG, PNG or WebP, up to {MAX_IMAGE_MEGABYTES} MB each)
            </label>
            <input
              id="product-images"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              multiple
              disabled={busy}
              onChange={(event) => {
                void onFiles(event.target.files);
                event.target.value = '';
              }}
            />
          </div>
          {uploads.length > 0 && (
            <ul className={styles.uploads} aria-label="Uploads">
              {uploads.map((upload) => (
                <li key={upload.key}>
                  <span>{upload.name}</span>
                  {upload.error ? (
                    <>
                      <span role="alert" className={styles.error}>
                        {upload.error}
                      </span>
                      <button
                        type="button"
                        className="button-secondary"
                        onClick={() => setUploads((current) => current.filter((other) => other.key !== upload.key))}
                      >
                        Dismiss
                      </button>
                    </>
                  ) : (
                    <progress value={upload.progress} max={1} aria-label={`Uploading ${upload.name}`} />
                  )}
                </li>
              ))}
            </ul>
          )}
          {draft.images.length === 0 ? (
            <p className="hint">No pictures yet.</p>
          ) : (
            <ol className={styles.imageList} aria-label="Product pictures">
              {draft.images.map((url, index) => (
                <li key={url} className={styles.imageItem}>
                  <img src={resolveImageUrl(url)} alt={`Picture ${index + 1}`} width={96} height={96} />
                  <label>
                    <input
                      type="radio"
                      name="main-image"
                      checked={url === mainImage}
                      onChange={() => set('mainImage', url)}
                      disabled={saving}
                    />{' '}
                    Main picture
                  </label>
                  {/* Shoppers who choose this colour see this picture (issue 10). */}
                  <label className={formStyles.pictureColour}>
                    Colour shown
                    <select
                      value={draft.colors.includes(draft.imageColors[url] ?? '') ? draft.imageColors[url] : ''}
                      onChange={(event) => tagColour(url, event.target.value)}
                      disabled={saving}
                      aria-label={`Colour shown in picture ${index + 1}`}
                    >
                      <option value="">Any colour</option>
                      {draft.colors.map((colour) => (
                        <option key={colour} value={colour}>
                          {colour}
                        </option>
                      ))}
                    </select>
                  </label>
                  <div className={styles.imageActions}>
                    <button
                      type="button"
                      className="button-secondary"
                      onClick={() => move(index, -1)}
                      disabled={saving || index === 0}
                      aria-label={`Move picture ${index + 1} earlier`}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className="button-secondary"
                      onClick={() => move(index, 1)}
                      disabled={saving || index === draft.images.length - 1}
                      aria-label={`Move picture ${index + 1} later`}
                    >
                      ↓
                    </button>
                    <button
                      type="button"
                      className="button-danger"
                      onClick={() => remove(url)}
                      disabled={saving}
                      aria-label={`Remove picture ${index + 1}`}
                    >
                      Remove
                    </button>
                  </div>
                </li>
              ))}
            </ol>
          )}
        </fieldset>

        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <div className={styles.formActions}>
          <button type="submit" className="button" disabled={busy}>
            {saving ? 'Saving...' : editing ? 'Save Changes' : 'Add Product'}
          </button>
          <button type="button" className="button-secondary" onClick={cancel} disabled={busy}>
            Cancel
          </button>
        </div>
      </form>
      {product && <ActivityHistory productId={product.id} version={product.updatedAt} />}
      {dialog}
    </>
  );
}
