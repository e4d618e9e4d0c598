-- A product listed under one category in two spellings ('Formal', 'formal') keeps the first, as saveProduct does.
DELETE FROM `product_categories` WHERE rowid NOT IN (SELECT min(rowid) FROM `product_categories` GROUP BY `product_id`, `category` COLLATE NOCASE);--> statement-breakpoint
DROP INDEX `product_categories_category_idx`;--> statement-breakpoint
CREATE UNIQUE INDEX `product_categories_category_idx` ON `product_categories` ("category" collate nocase,`product_id`);