DROP INDEX `products_created_idx`;--> statement-breakpoint
DROP INDEX `products_price_idx`;--> statement-breakpoint
DROP INDEX `products_rating_idx`;--> statement-breakpoint
DROP INDEX `products_title_idx`;--> statement-breakpoint
CREATE INDEX `products_newest_idx` ON `products` ("created_at" desc,`id`);--> statement-breakpoint
CREATE INDEX `products_price_desc_idx` ON `products` ("price" desc,`id`);--> statement-breakpoint
CREATE INDEX `products_price_idx` ON `products` (`price`,`id`);--> statement-breakpoint
CREATE INDEX `products_rating_idx` ON `products` ("average_rating" desc,"review_count" desc,`id`);--> statement-breakpoint
CREATE INDEX `products_title_idx` ON `products` ("title" collate nocase,`id`);--> statement-breakpoint
DROP INDEX `product_categories_category_idx`;--> statement-breakpoint
ALTER TABLE `product_categories` ADD `price` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `product_categories` ADD `average_rating` real DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `product_categories_category_idx` ON `product_categories` ("category" collate nocase,`price`,`average_rating`);