CREATE TABLE `catalog_listing` (
	`id` integer PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_listing_one_row" CHECK("catalog_listing"."id" = 1)
);
--> statement-breakpoint
INSERT INTO `catalog_listing` (`id`, `version`) VALUES (1, 0);
--> statement-breakpoint
-- What a product list finds and how it orders them (server/catalog/queries.ts): the searched words,
-- price, rating, age, categories, and which sizes and colours are in stock. Kept list answers are
-- stamped with this version (server/catalog/answerCache.ts). Stock, the product's version and
-- updated_at are left out: an order that only takes stock leaves every list's ids as they were.
CREATE TRIGGER `catalog_listing_product_insert` AFTER INSERT ON `products` BEGIN
  UPDATE catalog_listing SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_listing_product_update` AFTER UPDATE OF id, title, description, title_urdu, description_urdu, price, sku, sizes, colors, average_rating, review_count, created_at ON `products` BEGIN
  UPDATE catalog_listing SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_listing_product_delete` AFTER DELETE ON `products` BEGIN
  UPDATE catalog_listing SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_listing_category_insert` AFTER INSERT ON `product_categories` BEGIN
  UPDATE catalog_listing SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_listing_category_update` AFTER UPDATE ON `product_categories` BEGIN
  UPDATE catalog_listing SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_listing_category_delete` AFTER DELETE ON `product_categories` BEGIN
  UPDATE catalog_listing SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_listing_variant_insert` AFTER INSERT ON `product_variants` BEGIN
  UPDATE catalog_listing SET version = version + 1;
END;
--> statement-breakpoint
-- A cell's stock counts for the size and colour filters only as sold out or not.
CREATE TRIGGER `catalog_listing_variant_update` AFTER UPDATE ON `product_variants`
WHEN old.product_id IS NOT new.product_id OR old.size IS NOT new.size OR old.color IS NOT new.color OR (old.stock > 0) IS NOT (new.stock > 0) BEGIN
  UPDATE catalog_listing SET version = version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_listing_variant_delete` AFTER DELETE ON `product_variants` BEGIN
  UPDATE catalog_listing SET version = version + 1;
END;
