ALTER TABLE `products` ADD `title_urdu` text;--> statement-breakpoint
ALTER TABLE `products` ADD `description_urdu` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
-- An Urdu word finds the product (issue 26): the owner's Urdu title and description are searched with
-- the English ones, in the same columns, so the shopper's query is unchanged. Urdu's vowel marks (zabar,
-- zer, pesh, tashdeed, jazm, tanween, khari zabar: U+064B-U+0652, U+0670) are left out of the index, as
-- the query leaves them out (server/catalog/queries.ts), since shoppers mostly type without them and
-- unicode61 keeps them. No product has Urdu wording yet, so the index as it stands is already right.
DROP VIEW `product_search_text`;--> statement-breakpoint
CREATE VIEW `product_search_text` AS SELECT p.rowid AS rowid, p.id AS id,
  p.title || ' ' || coalesce(replace(replace(replace(replace(replace(replace(replace(replace(replace(p.title_urdu, char(1611), ''), char(1612), ''), char(1613), ''), char(1614), ''), char(1615), ''), char(1616), ''), char(1617), ''), char(1618), ''), char(1648), ''), '') AS title,
  p.description || ' ' || coalesce(replace(replace(replace(replace(replace(replace(replace(replace(replace(p.description_urdu, char(1611), ''), char(1612), ''), char(1613), ''), char(1614), ''), char(1615), ''), char(1616), ''), char(1617), ''), char(1618), ''), char(1648), ''), '') AS description,
  p.sku || ' ' || p.id AS sku,
  (SELECT group_concat(category, ' ') FROM product_categories WHERE product_id = p.id) AS categories,
  (SELECT group_concat(value, ' ') FROM json_each(p.colors)) AS colors,
  (SELECT group_concat(value, ' ') FROM json_each(p.sizes)) AS sizes
FROM products p;
--> statement-breakpoint
DROP TRIGGER `products_fts_update`;--> statement-breakpoint
CREATE TRIGGER `products_fts_update` AFTER UPDATE OF id, title, description, title_urdu, description_urdu, sku, colors, sizes ON `products` BEGIN
  DELETE FROM products_fts WHERE rowid = old.rowid;
  INSERT INTO products_fts(rowid, title, description, sku, categories, colors, sizes) SELECT rowid, title, description, sku, categories, colors, sizes FROM product_search_text WHERE id = new.id;
END;

