import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { productFieldsSchema, productWriteSchema } from '../../common/catalog';
import type { AppDeps } from '../deps';
import { countProducts } from '../catalog/queries';
import { saveProduct } from '../catalog/saveProduct';
import { storeImage } from '../images/store';

const demoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../resources/demo');

const demoProductSchema = productFieldsSchema.extend({
  /** Picture files in resources/demo/images, main picture first. */
  images: z.array(z.string()).min(1),
  /** The colour each picture file shows (scripts/make-demo-assets.ts draws it in that colour). */
  imageColors: z.record(z.string(), z.string()).optional(),
  /** How long ago the product "arrived", so that sorting by newest means something. */
  ageDays: z.number().min(0),
});

/**
 * Loads the demo catalog (resources/demo/catalog.json) into an empty shop, storing its pictures the
 * way uploads are stored. A shop that has any product is left alone.
 */
export async function loadDemoCatalogIfEmpty(
  deps: Pick<AppDeps, 'db' | 'uploadsDir' | 'now' | 'logger'>,
): Promise<number> {
  if (countProducts(deps.db) > 0) return 0;
  const raw: unknown = JSON.parse(await readFile(path.join(demoDir, 'catalog.json'), 'utf8'));
  const catalog = z.array(demoProductSchema).parse(raw);
  for (const { images, ageDays, imageColors = {}, ...product } of catalog) {
    const urls: string[] = [];
    const colorOfUrl: Record<string, string> = {};
    for (const file of images) {
      const url = await storeImage(await readFile(path.join(demoDir, 'images', file)), deps.uploadsDir);
      urls.push(url);
      if (imageColors[file] !== undefined) colorOfUrl[url] = imageColors[file];
    }
    const arrived = new Date(deps.now().getTime() - ageDays * 24 * 60 * 60 * 1000);
    // Checked as an owner's write is, so a demo picture tagged with a colour the shirt lacks fails here.
    saveProduct(
      deps.db,
      productWriteSchema.parse({ ...product, imageUrl: urls[0], additionalImages: urls, imageColors: colorOfUrl }),
      arrived,
    );
  }
  deps.logger.info(`Loaded the demo catalog: ${catalog.length} products`);
  return catalog.length;
}
