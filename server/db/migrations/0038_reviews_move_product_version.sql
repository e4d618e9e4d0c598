-- A product's version (migration 0019) also moves with any change to its reviews: a new one, a helpful
-- vote, a review verified or taken away with its shopper. The product page's reviews and their stats
-- are kept answers stamped with the product's version (server/reviews/routes.ts, decision 0099), so no
-- write path has to remember them. Setting the version itself does not fire products_version_update.
CREATE TRIGGER `reviews_version_insert` AFTER INSERT ON `reviews` BEGIN
  UPDATE products SET version = version + 1 WHERE id = new.product_id;
END;--> statement-breakpoint
CREATE TRIGGER `reviews_version_update` AFTER UPDATE ON `reviews` BEGIN
  UPDATE products SET version = version + 1 WHERE id IN (old.product_id, new.product_id);
END;--> statement-breakpoint
CREATE TRIGGER `reviews_version_delete` AFTER DELETE ON `reviews` BEGIN
  UPDATE products SET version = version + 1 WHERE id = old.product_id;
END;
