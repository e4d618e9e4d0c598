-- Catalog search finds plurals and sizes (issue 24, item 14): 'shirts' finds shirts and 'XL' finds
-- shirts made in XL. The porter tokenizer reduces English words to their stem on both sides (index
-- and query), and the sizes are a column of their own. What the index holds of a product is written
-- once, in the view below, which every trigger reads. Contentless as before (0003).
DROP TRIGGER `products_fts_insert`;--> statement-breakpoint
DROP TRIGGER `products_fts_update`;--> statement-breakpoint
DROP TRIGGER `products_fts_delete`;--> statement-breakpoint
DROP TRIGGER `product_categories_insert`;--> statement-breakpoint
DROP TRIGGER `product_categories_delete`;--> statement-breakpoint
DROP TABLE `products_fts`;--> statement-breakpoint
CREATE VIRTUAL TABLE `products_fts` USING fts5(title, description, sku, categories, colors, sizes, content='', contentless_delete=1, tokenize='porter unicode61 remove_diacritics 2', prefix='2 3');
--> statement-breakpoint
CREATE VIEW `product_search_text` AS SELECT p.rowid AS rowid, p.id AS id, p.title, p.description, p.sku || ' ' || p.id AS sku,
  (SELECT group_concat(category, ' ') FROM product_categories WHERE product_id = p.id) AS categories,
  (SELECT group_concat(value, ' ') FROM json_each(p.colors)) AS colors,
  (SELECT group_concat(value, ' ') FROM json_each(p.sizes)) AS sizes
FROM products p;
--> statement-breakpoint
CREATE TRIGGER `products_fts_insert` AFTER INSERT ON `products` BEGIN
  INSERT INTO products_fts(rowid, title, description, sku, categories, colors, sizes) SELECT rowid, title, description, sku, categories, colors, sizes FROM product_search_text WHERE id = new.id;
END;
--> statement-breakpoint
-- Stock and rating changes (every order, every review) leave the search index alone.
CREATE TRIGGER `products_fts_update` AFTER UPDATE OF id, title, description, sku, colors, sizes ON `products` BEGIN
  DELETE FROM products_fts WHERE rowid = old.rowid;
  INSERT INTO products_fts(rowid, title, description, sku, categories, colors, sizes) SELECT rowid, title, description, sku, categories, colors, sizes FROM product_search_text WHERE id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `products_fts_delete` AFTER DELETE ON `products` BEGIN
  DELETE FROM products_fts WHERE rowid = old.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `product_categories_insert` AFTER INSERT ON `product_categories` BEGIN
  DELETE FROM products_fts WHERE rowid = (SELECT rowid FROM products WHERE id = new.product_id);
  INSERT INTO products_fts(rowid, title, description, sku, categories, colors, sizes) SELECT rowid, title, description, sku, categories, colors, sizes FROM product_search_text WHERE id = new.product_id;
END;
--> statement-breakpoint
CREATE TRIGGER `product_categories_delete` AFTER DELETE ON `product_categories` BEGIN
  DELETE FROM products_fts WHERE rowid = (SELECT rowid FROM products WHERE id = old.product_id);
  INSERT INTO products_fts(rowid, title, description, sku, categories, colors, sizes) SELECT rowid, title, description, sku, categories, colors, sizes FROM product_search_text WHERE id = old.product_id;
END;
--> statement-breakpoint
INSERT INTO products_fts(rowid, title, description, sku, categories, colors, sizes) SELECT rowid, title, description, sku, categories, colors, sizes FROM product_search_text;
