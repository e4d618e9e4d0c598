import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { saveProduct } from '../catalog/saveProduct';
import type { AppDeps } from '../deps';
import { storeImage, writeWebp } from '../images/store';
import { orders } from '../orders/schema';

/** The bank receipt the stocked order names (orders/receipts.ts writes names of this pattern). */
export const STOCKED_RECEIPT = 'fedcba9876543210fedcba98.webp';

/**
 * What a backup must bring back: one product with a stored picture, and one delivered bank-transfer
 * order with the shopper's receipt in the private receipts folder.
 */
export async function stockForBackup(
  deps: Pick<AppDeps, 'db' | 'uploadsDir' | 'receiptsDir'>,
  id = 'OXFORD',
): Promise<{ imageUrl: string }> {
  const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer();
  const imageUrl = await storeImage(picture, deps.uploadsDir);
  const now = new Date('2025-03-01T10:00:00Z');
  saveProduct(
    deps.db,
    {
      id,
      title: 'Oxford Shirt',
      description: 'Cotton weave',
      price: 2500,
      sizes: ['M', 'L'],
      colors: ['White'],
      stock: 7,
      imageUrl,
    },
    now,
  );
  deps.db
    .insert(orders)
    .values({
      orderRef: 'ORD-ABC123XYZ',
      customerName: 'Bilal',
      customerEmail: 'bilal@example.pk',
      customerPhone: '03001234567',
      customerAddress: 'House 1',
      customerCity: 'Lahore',
      subtotal: 2500,
      shippingCost: 300,
      total: 2800,
      paymentMethod: 'bank',
      status: 'delivered',
      receiptFile: STOCKED_RECEIPT,
      receiptUploadedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .run();
  await writeWebp(picture, path.join(deps.receiptsDir, STOCKED_RECEIPT), { width: 64 }, 80);
  return { imageUrl };
}

/** Every file below `dir` by its relative path, with the SHA-256 of its bytes. */
export const fileHashes = (dir: string): Record<string, string> =>
  Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => [
        path.relative(dir, path.join(entry.parentPath, entry.name)),
        createHash('sha256')
          .update(readFileSync(path.join(entry.parentPath, entry.name)))
          .digest('hex'),
      ]),
  );
