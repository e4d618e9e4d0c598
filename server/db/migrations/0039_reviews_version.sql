ALTER TABLE `products` ADD `reviews_version` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- A guest's page of a product's reviews and their stats were stamped with the product's version
-- (migration 0038), which every order moves with the stock it takes: on a sale day a shirt's reviews
-- were read again from the table after each order of it. They are stamped with reviews_version
-- instead (server/reviews/routes.ts, decision 0101), which only a change to the product's reviews
-- moves. Moving it still moves the product's version (products_version_update, migration 0019): the
-- product page shows the rating and the count.
DROP TRIGGER `reviews_version_insert`;--> statement-breakpoint
DROP TRIGGER `reviews_version_update`;--> statement-breakpoint
DROP TRIGGER `reviews_version_delete`;--> statement-breakpoint
CREATE TRIGGER `reviews_move_reviews_version_insert` AFTER INSERT ON `reviews` BEGIN
  UPDATE products SET reviews_version = reviews_version + 1 WHERE id = new.product_id;
END;--> statement-breakpoint
CREATE TRIGGER `reviews_move_reviews_version_update` AFTER UPDATE ON `reviews` BEGIN
  UPDATE products SET reviews_version = reviews_version + 1 WHERE id IN (old.product_id, new.product_id);
END;--> statement-breakpoint
CREATE TRIGGER `reviews_move_reviews_version_delete` AFTER DELETE ON `reviews` BEGIN
  UPDATE products SET reviews_version = reviews_version + 1 WHERE id = old.product_id;
END;
