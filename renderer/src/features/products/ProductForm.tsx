import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ActivityHistory } from '../activity/ActivityHistory';
import type { Product } from '../../../../common/catalog';
import { cellKey, variantLabel } from '../../../../common/variants';
import { understoodAs } from '../../../../common/money';
import { useSaveProduct } from './api';
import { ChipsField } from './ChipsField';
import { productProblems, problemMarks } from './productProblems';
import { gridSaveMessage, productSaveMessage, stockMovedOf } from './messages';
import { bodyOf, draftOf, hasWrongCell, keptGrid, type Draft } from './productDraft';
import { PicturesField } from './PicturesField';
import styles from './ProductsPage.module.css';
import { UrduFields } from './UrduFields';
import { useLeaveWarning } from './useLeaveWarning';
import { VariantGrid } from './VariantGrid';

/** The lists typed as chips, in the order shown; sizes and colours also reshape the stock grid (setList). */
const CHIP_LISTS = [
  ['Sizes', 'sizes'],
  ['Colours', 'colors'],
  ['Categories', 'categories'],
] as const;

const WRONG_CELLS = 'Some stock cells are not whole numbers. Correct the marked cells, then save again.';

/**
 * The add/edit form (docs/product.md §2 Products tab, §4 and §5 Product form). A failed save or upload keeps
 * everything the owner typed; leaving with unsaved changes asks first. Problems show once the owner tries
 * to save, and from then on follow what is typed: a field's message goes as soon as it is put right (issue 35).
 */
export function ProductForm({ product, onDone }: { product?: Product; onDone: (saved?: Product) => void }) {
  const [initial] = useState(() => draftOf(product));
  const [draft, setDraft] = useState(initial);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // What the server refused about the grid: it is about what was sent, so it goes with the next change.
  const [gridRefusal, setGridRefusal] = useState<string | null>(null);
  const [triedToSave, setTriedToSave] = useState(false);
  // The stock cell a refused save points at: focused once the grid is enabled again, since the
  // grid is disabled while saving and a disabled field cannot take the focus.
  const [cellToFocus, setCellToFocus] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const problems = triedToSave ? productProblems(bodyOf(draft)) : {};
  const { invalid, problemAt } = problemMarks(problems);
  const gridError = (triedToSave && hasWrongCell(draft) ? WRONG_CELLS : null) ?? gridRefusal;
  const editing = product !== undefined;
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  const change = (update: (current: Draft) => Draft) => {
    setDraft(update);
    setGridRefusal(null);
  };
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => change((current) => ({ ...current, [key]: value }));

  const setList = (key: 'sizes' | 'colors', values: string[]) =>
    change((current) => {
      const next = { ...current, [key]: values };
      return { ...next, grid: keptGrid(current.grid, next.sizes, next.colors) };
    });

  const save = useSaveProduct(product?.id);
  const saving = save.isPending;
  useEffect(() => {
    if (saving || cellToFocus === null) return;
    formRef.current?.querySelector<HTMLElement>(`[aria-label="${CSS.escape(cellToFocus)}"]`)?.focus();
    setCellToFocus(null);
  }, [saving, cellToFocus]);
  const { leave, dialog } = useLeaveWarning(dirty && !save.isSuccess, () => onDone());

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setTriedToSave(true);
    const form = event.currentTarget;
    const body = bodyOf(draft);
    // Every problem at once, each at its field; the first one wrong takes the focus.
    if (hasWrongCell(draft) || Object.keys(productProblems(body)).length > 0) {
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    save.mutate(body, {
      onSuccess: (answer) => onDone(answer.data),
      onError: (failure) => {
        // Orders moved cells the owner changed: the grid says what they hold now, and Save again sends that as seen.
        const moved = stockMovedOf(failure);
        if (moved) {
          const now = Object.fromEntries(moved.map((cell) => [cellKey(cell.size, cell.color), cell.stock]));
          setDraft((current) => ({ ...current, seen: { ...current.seen, ...now } }));
          setGridRefusal(failure.message);
          setCellToFocus(`Stock of ${variantLabel(moved[0]!.size, moved[0]!.color)}`);
          return;
        }
        const atGrid = gridSaveMessage(failure);
        if (atGrid) setGridRefusal(atGrid);
        else setError(productSaveMessage(failure));
      },
    });
  };

  const cancel = () => leave(() => onDone());
  const busy = saving || uploading;

  return (
    <>
      {/* The page's heading names the form (ProductsPage), so it is not said twice. */}
      <form
        ref={formRef}
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
          {CHIP_LISTS.map(([label, key]) => (
            <ChipsField
              key={key}
              label={label}
              values={draft[key]}
              onChange={(values) => (key === 'categories' ? set(key, values) : setList(key, values))}
              disabled={saving}
              error={problems[key]}
            />
          ))}
        </div>

        <VariantGrid
          sizes={draft.sizes}
          colors={draft.colors}
          grid={draft.grid}
          onChange={(grid) => set('grid', grid)}
          disabled={saving}
          serverError={gridError}
        />

        <PicturesField
          draft={draft}
          change={change}
          saving={saving}
          problem={problemAt('pictures')}
          onUploading={setUploading}
          onError={setError}
        />

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
