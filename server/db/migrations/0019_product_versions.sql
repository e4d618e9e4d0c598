ALTER TABLE `products` ADD `version` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- A product's version moves with every change to it or to its variants, pictures and categories
-- (server/catalog/queries.ts keeps each product's answer until then). An update that moved the
-- version itself (these triggers' own) is not counted again.
CREATE TRIGGER `products_version_update` AFTER UPDATE ON `products` WHEN new.version = old.version BEGIN
  UPDATE products SET version = version + 1 WHERE rowid = new.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `product_variants_version_insert` AFTER INSERT ON `product_variants` BEGIN
  UPDATE products SET version = version + 1 WHERE id = new.product_id;
END;
--> statement-breakpoint
CREATE TRIGGER `product_variants_version_update` AFTER UPDATE ON `product_variants` BEGIN
  UPDATE products SET version = version + 1 WHERE id IN (old.product_id, new.product_id);
END;
--> statement-breakpoint
CREATE TRIGGER `product_variants_version_delete` AFTER DELETE ON `product_variants` BEGIN
  UPDATE products SET version = version + 1 WHERE id = old.product_id;
END;
--> statement-breakpoint
CREATE TRIGGER `product_images_version_insert` AFTER INSERT ON `product_images` BEGIN
  UPDATE products SET version = version + 1 WHERE id = new.product_id;
END;
--> statement-breakpoint
CREATE TRIGGER `product_images_version_update` AFTER UPDATE ON `product_images` BEGIN
  UPDATE products SET version = version + 1 WHERE id IN (old.product_id, new.product_id);
END;
--> statement-breakpoint
CREATE TRIGGER `product_images_version_delete` AFTER DELETE ON `product_images` BEGIN
  UPDATE products SET version = version + 1 WHERE id = old.product_id;
END;
--> statement-breakpoint
CREATE TRIGGER `product_categories_version_insert` AFTER INSERT ON `product_categories` BEGIN
  UPDATE products SET version = version + 1 WHERE id = new.product_id;
END;
--> statement-breakpoint
CREATE TRIGGER `product_categories_version_update` AFTER UPDATE ON `product_categories` BEGIN
  UPDATE products SET version = version + 1 WHERE id IN (old.product_id, new.product_id);
END;
--> statement-breakpoint
CREATE TRIGGER `product_categories_version_delete` AFTER DELETE ON `product_categories` BEGIN
  UPDATE products SET version = version + 1 WHERE id = old.product_id;
END;
