ALTER TABLE `order_items` ADD `paid` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `order_line_changes` ADD `cancelled_at` integer;
--> statement-breakpoint
-- What the shopper paid for each line (issue 33; decision 0055), for the orders written before it was kept:
-- each line's pieces at their price less its share of the order's discount, in proportion to the line's
-- amount, rounded down, the rupees the rounding left taken off the order's first line. A free-delivery
-- code takes nothing off the lines. (A code limited to some shirts cannot be told apart any more: its
-- discount is spread over every line of the order, which still adds up to what the order was paid.)
UPDATE order_items SET paid = quantity * unit_price - coalesce((
  SELECT (min(o.discount, o.subtotal) * order_items.quantity * order_items.unit_price) / o.subtotal
  FROM orders o WHERE o.order_ref = order_items.order_ref AND o.discount > 0 AND o.subtotal > 0 AND NOT EXISTS (SELECT 1 FROM discount_uses u JOIN discount_codes c ON c.id = u.code_id WHERE u.order_ref = o.order_ref AND c.kind = 'freeDelivery')), 0);
--> statement-breakpoint
UPDATE order_items SET paid = max(0, paid - coalesce((
  SELECT min(o.discount, o.subtotal) - (SELECT sum(i.quantity * i.unit_price - i.paid) FROM order_items i WHERE i.order_ref = o.order_ref)
  FROM orders o WHERE o.order_ref = order_items.order_ref AND o.discount > 0 AND o.subtotal > 0 AND NOT EXISTS (SELECT 1 FROM discount_uses u JOIN discount_codes c ON c.id = u.code_id WHERE u.order_ref = o.order_ref AND c.kind = 'freeDelivery')), 0))
WHERE id = (SELECT min(i.id) FROM order_items i WHERE i.order_ref = order_items.order_ref);
--> statement-breakpoint
-- The sales summary's product figures count what the lines were paid, not their list price (issue 33 item 6).
DROP TRIGGER `sales_orders_delete`;
--> statement-breakpoint
CREATE TRIGGER `sales_orders_delete` BEFORE DELETE ON `orders` BEGIN
  UPDATE sales_days SET orders = orders - 1, revenue = revenue - old.total
    WHERE day = (old.created_at + 18000000) / 86400000 AND status = old.status AND payment_method = old.payment_method AND payment_status = old.payment_status
      AND sale = old.is_sale;
  DELETE FROM sales_days WHERE day = (old.created_at + 18000000) / 86400000 AND orders = 0;
  UPDATE sales_city_days SET orders = orders - 1, revenue = revenue - old.total
    WHERE day = (old.created_at + 18000000) / 86400000 AND city = trim(old.customer_city) AND old.is_sale;
  DELETE FROM sales_city_days WHERE day = (old.created_at + 18000000) / 86400000 AND orders = 0;
  UPDATE sales_product_days SET lines = sales_product_days.lines - x.lines, quantity = sales_product_days.quantity - x.quantity, revenue = sales_product_days.revenue - x.revenue
    FROM (SELECT product_id, title, count(*) AS lines, sum(quantity) AS quantity, sum(paid) AS revenue FROM order_items WHERE order_ref = old.order_ref GROUP BY product_id, title) AS x
    WHERE old.is_sale
      AND sales_product_days.day = (old.created_at + 18000000) / 86400000 AND sales_product_days.product_id = x.product_id AND sales_product_days.title = x.title;
  DELETE FROM sales_product_days WHERE day = (old.created_at + 18000000) / 86400000 AND lines = 0;
END;
--> statement-breakpoint
DROP TRIGGER `sales_orders_update_lines`;
--> statement-breakpoint
CREATE TRIGGER `sales_orders_update_lines` AFTER UPDATE OF created_at, status, payment_status, return_kind ON `orders`
  WHEN old.is_sale IS NOT new.is_sale OR (old.created_at + 18000000) / 86400000 <> (new.created_at + 18000000) / 86400000
BEGIN
  UPDATE sales_product_days SET lines = sales_product_days.lines - x.lines, quantity = sales_product_days.quantity - x.quantity, revenue = sales_product_days.revenue - x.revenue
    FROM (SELECT product_id, title, count(*) AS lines, sum(quantity) AS quantity, sum(paid) AS revenue FROM order_items WHERE order_ref = old.order_ref GROUP BY product_id, title) AS x
    WHERE old.is_sale
      AND sales_product_days.day = (old.created_at + 18000000) / 86400000 AND sales_product_days.product_id = x.product_id AND sales_product_days.title = x.title;
  DELETE FROM sales_product_days WHERE day = (old.created_at + 18000000) / 86400000 AND lines = 0;
  INSERT INTO sales_product_days (day, product_id, title, lines, quantity, revenue)
    SELECT (new.created_at + 18000000) / 86400000, product_id, title, count(*), sum(quantity), sum(paid) FROM order_items
    WHERE order_ref = new.order_ref AND new.is_sale
    GROUP BY product_id, title
    ON CONFLICT DO UPDATE SET lines = lines + excluded.lines, quantity = quantity + excluded.quantity, revenue = revenue + excluded.revenue;
END;
--> statement-breakpoint
DROP TRIGGER `sales_order_items_insert`;
--> statement-breakpoint
CREATE TRIGGER `sales_order_items_insert` AFTER INSERT ON `order_items` BEGIN
  INSERT INTO sales_product_days (day, product_id, title, lines, quantity, revenue)
    SELECT (o.created_at + 18000000) / 86400000, new.product_id, new.title, 1, new.quantity, new.paid FROM orders o
    WHERE o.order_ref = new.order_ref AND o.is_sale
    ON CONFLICT DO UPDATE SET lines = lines + excluded.lines, quantity = quantity + excluded.quantity, revenue = revenue + excluded.revenue;
END;
--> statement-breakpoint
DROP TRIGGER `sales_order_items_delete`;
--> statement-breakpoint
CREATE TRIGGER `sales_order_items_delete` AFTER DELETE ON `order_items` BEGIN
  UPDATE sales_product_days SET lines = sales_product_days.lines - 1, quantity = sales_product_days.quantity - old.quantity, revenue = sales_product_days.revenue - old.paid
    FROM orders o
    WHERE o.order_ref = old.order_ref AND o.is_sale
      AND sales_product_days.day = (o.created_at + 18000000) / 86400000 AND sales_product_days.product_id = old.product_id AND sales_product_days.title = old.title;
  DELETE FROM sales_product_days WHERE day IN (SELECT (o.created_at + 18000000) / 86400000 FROM orders o WHERE o.order_ref = old.order_ref) AND lines = 0;
END;
--> statement-breakpoint
DROP TRIGGER `sales_order_items_update`;
--> statement-breakpoint
CREATE TRIGGER `sales_order_items_update` AFTER UPDATE OF order_ref, product_id, title, quantity, unit_price, paid ON `order_items` BEGIN
  UPDATE sales_product_days SET lines = sales_product_days.lines - 1, quantity = sales_product_days.quantity - old.quantity, revenue = sales_product_days.revenue - old.paid
    FROM orders o
    WHERE o.order_ref = old.order_ref AND o.is_sale
      AND sales_product_days.day = (o.created_at + 18000000) / 86400000 AND sales_product_days.product_id = old.product_id AND sales_product_days.title = old.title;
  DELETE FROM sales_product_days WHERE day IN (SELECT (o.created_at + 18000000) / 86400000 FROM orders o WHERE o.order_ref = old.order_ref) AND lines = 0;
  INSERT INTO sales_product_days (day, product_id, title, lines, quantity, revenue)
    SELECT (o.created_at + 18000000) / 86400000, new.product_id, new.title, 1, new.quantity, new.paid FROM orders o
    WHERE o.order_ref = new.order_ref AND o.is_sale
    ON CONFLICT DO UPDATE SET lines = lines + excluded.lines, quantity = quantity + excluded.quantity, revenue = revenue + excluded.revenue;
END;
--> statement-breakpoint
-- The product summary written again from the lines' paid amounts (its month table follows by trigger).
DELETE FROM sales_product_days;
--> statement-breakpoint
DELETE FROM sales_product_months;
--> statement-breakpoint
INSERT INTO sales_product_days (day, product_id, title, lines, quantity, revenue)
  SELECT (o.created_at + 18000000) / 86400000, i.product_id, i.title, count(*), sum(i.quantity), sum(i.paid)
  FROM order_items i JOIN orders o ON o.order_ref = i.order_ref
  WHERE o.is_sale
  GROUP BY 1, 2, 3;
--> statement-breakpoint
-- Refund and exchange records are history (issue 33 item 2): nothing deletes them, not an edit's
-- removed line nor a deleted order's cascade; the server refuses those changes with a way forward first.
CREATE TRIGGER `order_line_changes_kept` BEFORE DELETE ON `order_line_changes` BEGIN
  SELECT RAISE(ABORT, 'Refund and exchange records are kept as history');
END;
