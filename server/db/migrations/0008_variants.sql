-- Stock per size and colour (issue 22, docs/decisions/0017-stock-per-variant.md).
CREATE TABLE `product_variants` (
	`product_id` text NOT NULL,
	`size` text NOT NULL,
	`color` text NOT NULL,
	`stock` integer DEFAULT 0 NOT NULL,
	`sku` text DEFAULT '' NOT NULL,
	`position` integer NOT NULL,
	PRIMARY KEY(`product_id`, `size`, `color`),
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE cascade ON DELETE cascade,
	CONSTRAINT "product_variants_stock_not_negative" CHECK("product_variants"."stock" >= 0)
);
--> statement-breakpoint
CREATE INDEX `product_variants_size_idx` ON `product_variants` ("size" collate nocase,`stock`);--> statement-breakpoint
CREATE INDEX `product_variants_color_idx` ON `product_variants` ("color" collate nocase,`stock`);--> statement-breakpoint
-- Every product becomes one cell per size × colour it lists, its stock spread over the cells in grid
-- order (sizes first), the first cells taking one more piece each when it does not divide evenly. A
-- list that names a size or colour twice makes one cell.
INSERT OR IGNORE INTO product_variants (product_id, size, color, stock, sku, position)
SELECT p.id, s.value, c.value,
  p.stock / (json_array_length(p.sizes) * json_array_length(p.colors))
    + ((s.key * json_array_length(p.colors) + c.key) < p.stock % (json_array_length(p.sizes) * json_array_length(p.colors))),
  '', s.key * json_array_length(p.colors) + c.key
FROM products p, json_each(p.sizes) s, json_each(p.colors) c
ORDER BY p.id, s.key, c.key;
--> statement-breakpoint
-- A repeated size or colour lost its cells' share above: the first cell takes whatever is missing, so no piece is lost.
UPDATE product_variants SET stock = stock + (
  SELECT p.stock - (SELECT sum(v.stock) FROM product_variants v WHERE v.product_id = p.id) FROM products p WHERE p.id = product_variants.product_id
)
WHERE position = (SELECT min(v.position) FROM product_variants v WHERE v.product_id = product_variants.product_id);
--> statement-breakpoint
-- products.stock stays the sum of its cells, whatever writes them (orders, returns, exchanges, the owner's grid).
CREATE TRIGGER `product_variants_stock_insert` AFTER INSERT ON `product_variants` BEGIN
  UPDATE products SET stock = stock + new.stock WHERE id = new.product_id;
END;
--> statement-breakpoint
CREATE TRIGGER `product_variants_stock_update` AFTER UPDATE OF stock ON `product_variants` BEGIN
  UPDATE products SET stock = stock + new.stock - old.stock WHERE id = new.product_id;
END;
--> statement-breakpoint
CREATE TRIGGER `product_variants_stock_delete` AFTER DELETE ON `product_variants` BEGIN
  UPDATE products SET stock = stock - old.stock WHERE id = old.product_id;
END;
--> statement-breakpoint
-- The owner is told once, on the dashboard, to check the grids the spread made.
INSERT INTO settings (key, value) SELECT 'notice.checkVariantGrids', 'true' WHERE EXISTS (SELECT 1 FROM products);
--> statement-breakpoint
-- The catalog's copies of price and rating in product_categories served an index the catalog no
-- longer keeps (docs/decisions/0018-catalog-answered-by-sqlite.md): the copies and their triggers go.
DROP TRIGGER `products_category_copies`;
--> statement-breakpoint
DROP TRIGGER `product_categories_insert`;
--> statement-breakpoint
CREATE TRIGGER `product_categories_insert` AFTER INSERT ON `product_categories` BEGIN
  DELETE FROM products_fts WHERE rowid = (SELECT rowid FROM products WHERE id = new.product_id);
  INSERT INTO products_fts(rowid, title, description, sku, categories, colors) SELECT p.rowid, p.title, p.description, p.sku || ' ' || p.id,
    (SELECT group_concat(category, ' ') FROM product_categories WHERE product_id = p.id), (SELECT group_concat(value, ' ') FROM json_each(p.colors)) FROM products p WHERE p.id = new.product_id;
END;
--> statement-breakpoint
DROP INDEX `product_categories_category_idx`;--> statement-breakpoint
CREATE INDEX `product_categories_category_idx` ON `product_categories` ("category" collate nocase,`product_id`);--> statement-breakpoint
ALTER TABLE `product_categories` DROP COLUMN `price`;--> statement-breakpoint
ALTER TABLE `product_categories` DROP COLUMN `average_rating`;
