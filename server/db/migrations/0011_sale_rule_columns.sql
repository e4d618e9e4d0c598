ALTER TABLE `orders` ADD `is_sale` integer GENERATED ALWAYS AS (status <> 'cancelled' and return_kind is null and (status <> 'pending' or payment_status = 'paid') and exchange_of is null) VIRTUAL;--> statement-breakpoint
ALTER TABLE `orders` ADD `came_back` integer GENERATED ALWAYS AS (return_kind is not null) VIRTUAL;--> statement-breakpoint
-- The sale rule, once (server/analytics/saleRule.ts; an exchange order of issue 22 is no sale): the generated columns above compute it, and the
-- sales summary's triggers (first written in 0005_sales_summary_triggers.sql, each spelling the rule
-- out) are made again here to read new.is_sale / old.is_sale. Only the order triggers change; the
-- month tables' triggers never read the rule. The summary rows themselves are already right.
DROP TRIGGER `sales_orders_insert`;
--> statement-breakpoint
CREATE TRIGGER `sales_orders_insert` AFTER INSERT ON `orders` BEGIN
  INSERT INTO sales_days (day, status, payment_method, payment_status, sale, orders, revenue)
    VALUES ((new.created_at + 18000000) / 86400000, new.status, new.payment_method, new.payment_status, new.is_sale, 1, new.total)
    ON CONFLICT DO UPDATE SET orders = orders + 1, revenue = revenue + excluded.revenue;
  INSERT INTO sales_city_days (day, city, orders, revenue)
    SELECT (new.created_at + 18000000) / 86400000, trim(new.customer_city), 1, new.total WHERE new.is_sale
    ON CONFLICT DO UPDATE SET orders = orders + 1, revenue = revenue + excluded.revenue;
END;
--> statement-breakpoint
DROP TRIGGER `sales_orders_delete`;
--> statement-breakpoint
-- Before the delete: the order's lines are still there to subtract (the cascade removes them first,
-- and their own trigger then finds no order and leaves the summary alone).
CREATE TRIGGER `sales_orders_delete` BEFORE DELETE ON `orders` BEGIN
  UPDATE sales_days SET orders = orders - 1, revenue = revenue - old.total
    WHERE day = (old.created_at + 18000000) / 86400000 AND status = old.status AND payment_method = old.payment_method AND payment_status = old.payment_status
      AND sale = old.is_sale;
  DELETE FROM sales_days WHERE day = (old.created_at + 18000000) / 86400000 AND orders = 0;
  UPDATE sales_city_days SET orders = orders - 1, revenue = revenue - old.total
    WHERE day = (old.created_at + 18000000) / 86400000 AND city = trim(old.customer_city) AND old.is_sale;
  DELETE FROM sales_city_days WHERE day = (old.created_at + 18000000) / 86400000 AND orders = 0;
  UPDATE sales_product_days SET lines = sales_product_days.lines - x.lines, quantity = sales_product_days.quantity - x.quantity, revenue = sales_product_days.revenue - x.revenue
    FROM (SELECT product_id, title, count(*) AS lines, sum(quantity) AS quantity, sum(quantity * unit_price) AS revenue FROM order_items WHERE order_ref = old.order_ref GROUP BY product_id, title) AS x
    WHERE old.is_sale
      AND sales_product_days.day = (old.created_at + 18000000) / 86400000 AND sales_product_days.product_id = x.product_id AND sales_product_days.title = x.title;
  DELETE FROM sales_product_days WHERE day = (old.created_at + 18000000) / 86400000 AND lines = 0;
END;
--> statement-breakpoint
DROP TRIGGER `sales_orders_update`;
--> statement-breakpoint
CREATE TRIGGER `sales_orders_update` AFTER UPDATE OF created_at, status, payment_method, payment_status, return_kind, total, customer_city ON `orders` BEGIN
  UPDATE sales_days SET orders = orders - 1, revenue = revenue - old.total
    WHERE day = (old.created_at + 18000000) / 86400000 AND status = old.status AND payment_method = old.payment_method AND payment_status = old.payment_status
      AND sale = old.is_sale;
  DELETE FROM sales_days WHERE day = (old.created_at + 18000000) / 86400000 AND orders = 0;
  INSERT INTO sales_days (day, status, payment_method, payment_status, sale, orders, revenue)
    VALUES ((new.created_at + 18000000) / 86400000, new.status, new.payment_method, new.payment_status, new.is_sale, 1, new.total)
    ON CONFLICT DO UPDATE SET orders = orders + 1, revenue = revenue + excluded.revenue;
  UPDATE sales_city_days SET orders = orders - 1, revenue = revenue - old.total
    WHERE day = (old.created_at + 18000000) / 86400000 AND city = trim(old.customer_city) AND old.is_sale;
  DELETE FROM sales_city_days WHERE day = (old.created_at + 18000000) / 86400000 AND orders = 0;
  INSERT INTO sales_city_days (day, city, orders, revenue)
    SELECT (new.created_at + 18000000) / 86400000, trim(new.customer_city), 1, new.total WHERE new.is_sale
    ON CONFLICT DO UPDATE SET orders = orders + 1, revenue = revenue + excluded.revenue;
END;
--> statement-breakpoint
DROP TRIGGER `sales_orders_update_lines`;
--> statement-breakpoint
-- An order's lines move only when it becomes or stops being a sale, or moves to another day.
CREATE TRIGGER `sales_orders_update_lines` AFTER UPDATE OF created_at, status, payment_status, return_kind ON `orders`
  WHEN old.is_sale IS NOT new.is_sale OR (old.created_at + 18000000) / 86400000 <> (new.created_at + 18000000) / 86400000
BEGIN
  UPDATE sales_product_days SET lines = sales_product_days.lines - x.lines, quantity = sales_product_days.quantity - x.quantity, revenue = sales_product_days.revenue - x.revenue
    FROM (SELECT product_id, title, count(*) AS lines, sum(quantity) AS quantity, sum(quantity * unit_price) AS revenue FROM order_items WHERE order_ref = old.order_ref GROUP BY product_id, title) AS x
    WHERE old.is_sale
      AND sales_product_days.day = (old.created_at + 18000000) / 86400000 AND sales_product_days.product_id = x.product_id AND sales_product_days.title = x.title;
  DELETE FROM sales_product_days WHERE day = (old.created_at + 18000000) / 86400000 AND lines = 0;
  INSERT INTO sales_product_days (day, product_id, title, lines, quantity, revenue)
    SELECT (new.created_at + 18000000) / 86400000, product_id, title, count(*), sum(quantity), sum(quantity * unit_price) FROM order_items
    WHERE order_ref = new.order_ref AND new.is_sale
    GROUP BY product_id, title
    ON CONFLICT DO UPDATE SET lines = lines + excluded.lines, quantity = quantity + excluded.quantity, revenue = revenue + excluded.revenue;
END;
--> statement-breakpoint
DROP TRIGGER `sales_order_items_insert`;
--> statement-breakpoint
CREATE TRIGGER `sales_order_items_insert` AFTER INSERT ON `order_items` BEGIN
  INSERT INTO sales_product_days (day, product_id, title, lines, quantity, revenue)
    SELECT (o.created_at + 18000000) / 86400000, new.product_id, new.title, 1, new.quantity, new.quantity * new.unit_price FROM orders o
    WHERE o.order_ref = new.order_ref AND o.is_sale
    ON CONFLICT DO UPDATE SET lines = lines + excluded.lines, quantity = quantity + excluded.quantity, revenue = revenue + excluded.revenue;
END;
--> statement-breakpoint
DROP TRIGGER `sales_order_items_delete`;
--> statement-breakpoint
CREATE TRIGGER `sales_order_items_delete` AFTER DELETE ON `order_items` BEGIN
  UPDATE sales_product_days SET lines = sales_product_days.lines - 1, quantity = sales_product_days.quantity - old.quantity, revenue = sales_product_days.revenue - old.quantity * old.unit_price
    FROM orders o
    WHERE o.order_ref = old.order_ref AND o.is_sale
      AND sales_product_days.day = (o.created_at + 18000000) / 86400000 AND sales_product_days.product_id = old.product_id AND sales_product_days.title = old.title;
  DELETE FROM sales_product_days WHERE day IN (SELECT (o.created_at + 18000000) / 86400000 FROM orders o WHERE o.order_ref = old.order_ref) AND lines = 0;
END;
--> statement-breakpoint
DROP TRIGGER `sales_order_items_update`;
--> statement-breakpoint
CREATE TRIGGER `sales_order_items_update` AFTER UPDATE OF order_ref, product_id, title, quantity, unit_price ON `order_items` BEGIN
  UPDATE sales_product_days SET lines = sales_product_days.lines - 1, quantity = sales_product_days.quantity - old.quantity, revenue = sales_product_days.revenue - old.quantity * old.unit_price
    FROM orders o
    WHERE o.order_ref = old.order_ref AND o.is_sale
      AND sales_product_days.day = (o.created_at + 18000000) / 86400000 AND sales_product_days.product_id = old.product_id AND sales_product_days.title = old.title;
  DELETE FROM sales_product_days WHERE day IN (SELECT (o.created_at + 18000000) / 86400000 FROM orders o WHERE o.order_ref = old.order_ref) AND lines = 0;
  INSERT INTO sales_product_days (day, product_id, title, lines, quantity, revenue)
    SELECT (o.created_at + 18000000) / 86400000, new.product_id, new.title, 1, new.quantity, new.quantity * new.unit_price FROM orders o
    WHERE o.order_ref = new.order_ref AND o.is_sale
    ON CONFLICT DO UPDATE SET lines = lines + excluded.lines, quantity = quantity + excluded.quantity, revenue = revenue + excluded.revenue;
END;
