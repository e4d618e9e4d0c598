-- Free text over the owner's orders list (issue 8): order ref, customer name, e-mail, city and the
-- phone as common/orderFacts.ts phoneKey writes it. Trigram tokens, so any run of three or more
-- characters matches wherever it stands ('1234567' finds '03001234567', 'khan' finds 'Ayesha Khan'),
-- as the LIKE search it replaces did, from an index. Contentless, rows keyed by the orders rowid, kept
-- by the triggers below whatever writes orders. A VACUUM may renumber the rowids of orders (a table
-- without INTEGER PRIMARY KEY): after one, run "insert into orders_fts(orders_fts) values('delete-all')"
-- and the insert at the end again (backups copy pages, which keeps rowids).
CREATE VIRTUAL TABLE `orders_fts` USING fts5(order_ref, customer_name, customer_email, customer_city, customer_phone_key, content='', contentless_delete=1, tokenize='trigram remove_diacritics 1');
--> statement-breakpoint
CREATE TRIGGER `orders_fts_insert` AFTER INSERT ON `orders` BEGIN
  INSERT INTO orders_fts(rowid, order_ref, customer_name, customer_email, customer_city, customer_phone_key)
    VALUES (new.rowid, new.order_ref, new.customer_name, new.customer_email, new.customer_city, new.customer_phone_key);
END;
--> statement-breakpoint
-- Status, payment and tracking changes leave the search index alone.
CREATE TRIGGER `orders_fts_update` AFTER UPDATE OF order_ref, customer_name, customer_email, customer_city, customer_phone_key ON `orders` BEGIN
  DELETE FROM orders_fts WHERE rowid = old.rowid;
  INSERT INTO orders_fts(rowid, order_ref, customer_name, customer_email, customer_city, customer_phone_key)
    VALUES (new.rowid, new.order_ref, new.customer_name, new.customer_email, new.customer_city, new.customer_phone_key);
END;
--> statement-breakpoint
CREATE TRIGGER `orders_fts_delete` AFTER DELETE ON `orders` BEGIN
  DELETE FROM orders_fts WHERE rowid = old.rowid;
END;
--> statement-breakpoint
INSERT INTO orders_fts(rowid, order_ref, customer_name, customer_email, customer_city, customer_phone_key)
  SELECT rowid, order_ref, customer_name, customer_email, customer_city, customer_phone_key FROM orders;
