import { useRef, useState, type ReactNode } from 'react';
import { resolveImageUrl } from '../../../../common/apiClient';
import { MAX_IMAGE_BYTES, MAX_IMAGE_MEGABYTES } from '../../../../common/images';
import { useAdminSession } from '../../shared/session/AdminSession';
import { uploadMessage } from './messages';
import type { Draft } from './productDraft';
import styles from './ProductsPage.module.css';
import formStyles from './ProductForm.module.css';
import { uploadImage } from './uploadImage';

type Upload = { key: number; name: string; progress: number; error?: string };
type Props = {
  draft: Draft;
  /** Changes the draft from what it is now (uploads finish one after another). */
  change: (update: (current: Draft) => Draft) => void;
  saving: boolean;
  problem: ReactNode;
  /** Tells the form whether an upload is running, so it does not save half-way. */
  onUploading: (uploading: boolean) => void;
  onError: (message: string | null) => void;
};

/** The product's pictures: uploads with their progress, order, main picture and the colour each shows. */
export function PicturesField({ draft, change, saving, problem, onUploading, onError }: Props) {
  const { token } = useAdminSession();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const uploadKey = useRef(0);
  const uploading = uploads.some((upload) => upload.progress < 1 && !upload.error);
  const busy = saving || uploading;
  const mainImage = draft.mainImage ?? draft.images[0] ?? null;

  const onFiles = async (files: FileList | null) => {
    if (!files) return;
    onError(null);
    onUploading(true);
    // One request per file (docs/product.md §7), one after another so progress reads in order on a slow link.
    for (const file of Array.from(files)) {
      const key = ++uploadKey.current;
      const update = (changed: Partial<Upload>) =>
        setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, ...changed } : upload)));
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
        change((current) => ({ ...current, images: [...current.images, imageUrl] }));
        setUploads((current) => current.filter((upload) => upload.key !== key));
      } catch (failure) {
        update({ error: uploadMessage(failure) });
      }
    }
    onUploading(false);
  };

  const move = (index: number, by: number) =>
    change((current) => {
      const images = [...current.images];
      const [moved] = images.splice(index, 1);
      images.splice(index + by, 0, moved!);
      return { ...current, images };
    });
  const remove = (url: string) =>
    change((current) => {
      const { [url]: _removedTag, ...imageColors } = current.imageColors;
      return {
        ...current,
        images: current.images.filter((image) => image !== url),
        mainImage: current.mainImage === url ? null : current.mainImage,
        imageColors,
      };
    });
  const tagColour = (url: string, colour: string) =>
    change((current) => {
      const { [url]: _previous, ...imageColors } = current.imageColors;
      return { ...current, imageColors: colour ? { ...imageColors, [url]: colour } : imageColors };
    });

  return (
    <fieldset className={styles.pictures}>
      <legend>Pictures</legend>
      {problem}
      <div className="field">
        <label htmlFor="product-images">Upload pictures (JPG, PNG or WebP, up to {MAX_IMAGE_MEGABYTES} MB each)</label>
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
                  onChange={() => change((current) => ({ ...current, mainImage: url }))}
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
  );
}
