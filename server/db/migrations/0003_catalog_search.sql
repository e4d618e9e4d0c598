-- Full-text search over the catalog (issue 12): title, description, SKU and id, categories, colours.
-- Contentless (the text lives in products and product_categories already); rows keyed by the
-- products rowid. Kept by the triggers below whatever writes the catalog, so no write path can forget.
-- A VACUUM may renumber the rowids of products (a table without INTEGER PRIMARY KEY): after one, run
-- "insert into products_fts(products_fts) values('delete-all')" and the insert at the end again.
CREATE VIRTUAL TABLE `products_fts` USING fts5(title, description, sku, categories, colors, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2', prefix='2 3');
--> statement-breakpoint
CREATE TRIGGER `products_fts_insert` AFTER INSERT ON `products` BEGIN
  INSERT INTO products_fts(rowid, title, description, sku, categories, colors) VALUES (new.rowid, new.title, new.description, new.sku || ' ' || new.id,
    (SELECT group_concat(category, ' ') FROM product_categories WHERE product_id = new.id), (SELECT group_concat(value, ' ') FROM json_each(new.colors)));
END;
--> statement-breakpoint
-- Stock and rating changes (every order, every review) leave the search index alone.
CREATE TRIGGER `products_fts_update` AFTER UPDATE OF id, title, description, sku, colors ON `products` BEGIN
  DELETE FROM products_fts WHERE rowid = old.rowid;
  INSERT INTO products_fts(rowid, title, description, sku, categories, colors) VALUES (new.rowid, new.title, new.description, new.sku || ' ' || new.id,
    (SELECT group_concat(category, ' ') FROM product_categories WHERE product_id = new.id), (SELECT group_concat(value, ' ') FROM json_each(new.colors)));
END;
--> statement-breakpoint
CREATE TRIGGER `products_fts_delete` AFTER DELETE ON `products` BEGIN
  DELETE FROM products_fts WHERE rowid = old.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `product_categories_insert` AFTER INSERT ON `product_categories` BEGIN
  -- The copies of price and rating that let a category's totals come from one index (schema.ts).
  UPDATE product_categories SET price = p.price, average_rating = p.average_rating FROM products p WHERE p.id = new.product_id AND product_categories.rowid = new.rowid;
  DELETE FROM products_fts WHERE rowid = (SELECT rowid FROM products WHERE id = new.product_id);
  INSERT INTO products_fts(rowid, title, description, sku, categories, colors) SELECT p.rowid, p.title, p.description, p.sku || ' ' || p.id,
    (SELECT group_concat(category, ' ') FROM product_categories WHERE product_id = p.id), (SELECT group_concat(value, ' ') FROM json_each(p.colors)) FROM products p WHERE p.id = new.product_id;
END;
--> statement-breakpoint
CREATE TRIGGER `product_categories_delete` AFTER DELETE ON `product_categories` BEGIN
  DELETE FROM products_fts WHERE rowid = (SELECT rowid FROM products WHERE id = old.product_id);
  INSERT INTO products_fts(rowid, title, description, sku, categories, colors) SELECT p.rowid, p.title, p.description, p.sku || ' ' || p.id,
    (SELECT group_concat(category, ' ') FROM product_categories WHERE product_id = p.id), (SELECT group_concat(value, ' ') FROM json_each(p.colors)) FROM products p WHERE p.id = old.product_id;
END;
--> statement-breakpoint
CREATE TRIGGER `products_category_copies` AFTER UPDATE OF price, average_rating ON `products` BEGIN
  UPDATE product_categories SET price = new.price, average_rating = new.average_rating WHERE product_id = new.id;
END;
--> statement-breakpoint
UPDATE product_categories SET price = p.price, average_rating = p.average_rating FROM products p WHERE p.id = product_categories.product_id;
--> statement-breakpoint
INSERT INTO products_fts(rowid, title, description, sku, categories, colors) SELECT p.rowid, p.title, p.description, p.sku || ' ' || p.id,
  (SELECT group_concat(category, ' ') FROM product_categories WHERE product_id = p.id), (SELECT group_concat(value, ' ') FROM json_each(p.colors)) FROM products p;
