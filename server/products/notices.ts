import { eq } from 'drizzle-orm';
import type { DashboardNotices } from '../../common/products';
import type { Db } from '../db/client';
import { shopSettings } from '../shop/schema';

/**
 * Migration 0008 spread each product's one stock number over its size × colour grid and wrote this
 * settings row, so the dashboard tells the owner once to check the grids (issue 22). Dismissing the
 * notice deletes the row: it is gone for every device the owner signs in on.
 */
const CHECK_VARIANT_GRIDS = 'notice.checkVariantGrids';

export function dashboardNotices(db: Db): DashboardNotices {
  return {
    checkVariantGrids:
      db.select({ key: shopSettings.key }).from(shopSettings).where(eq(shopSettings.key, CHECK_VARIANT_GRIDS)).get() !==
      undefined,
  };
}

export function dismissVariantGridNotice(db: Db): void {
  db.delete(shopSettings).where(eq(shopSettings.key, CHECK_VARIANT_GRIDS)).run();
}
