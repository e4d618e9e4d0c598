ALTER TABLE `catalog_listing` ADD `stock_version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A cell sold out or back in stock changes only what lists filtered on a size or colour in stock find
-- (server/catalog/lists.ts), yet it moved the version every list and product page was stamped with
-- (migration 0023): on a sale day, where cells of one to five pieces sell out one after another, each
-- sell-out had every kept list and product page made again. It moves stock_version instead, which only
-- those filtered lists follow (decision 0103).
DROP TRIGGER `catalog_listing_variant_update`;--> statement-breakpoint
CREATE TRIGGER `catalog_listing_variant_update` AFTER UPDATE ON `product_variants`
WHEN old.product_id IS NOT new.product_id OR old.size IS NOT new.size OR old.color IS NOT new.color BEGIN
  UPDATE catalog_listing SET version = version + 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalog_listing_variant_sold_out` AFTER UPDATE OF `stock` ON `product_variants`
WHEN (old.stock > 0) IS NOT (new.stock > 0) BEGIN
  UPDATE catalog_listing SET stock_version = stock_version + 1;
END;
