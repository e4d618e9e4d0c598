-- Sales Analytics summary (issue 9; server/analytics/schema.ts): triggers keep sales_days,
-- sales_city_days and sales_product_days (and their month tables) right in the same transaction as every write to orders and
-- order_items, whoever writes them. A day is the shop-time calendar day (UTC+5) as days since
-- 1970-01-01: (created_at + 18000000) / 86400000. A sale is server/analytics/sales.ts isSale, written
-- out here: not cancelled, its parcel did not come back, and moved on from pending or paid
-- (server/analytics/analytics.test.ts checks the two agree for every kind of order).
CREATE TRIGGER `sales_orders_insert` AFTER INSERT ON `orders` BEGIN
  INSERT INTO sales_days (day, status, payment_method, payment_status, sale, orders, revenue)
    VALUES ((new.created_at + 18000000) / 86400000, new.status, new.payment_method, new.payment_status,
      (new.status <> 'cancelled' AND new.return_kind IS NULL AND (new.status <> 'pending' OR new.payment_status = 'paid')), 1, new.total)
    ON CONFLICT DO UPDATE SET orders = orders + 1, revenue = revenue + excluded.revenue;
  INSERT INTO sales_city_days (day, city, orders, revenue)
    SELECT (new.created_at + 18000000) / 86400000, trim(new.customer_city), 1, new.total
    WHERE (new.status <> 'cancelled' AND new.return_kind IS NULL AND (new.status <> 'pending' OR new.payment_status = 'paid'))
    ON CONFLICT DO UPDATE SET orders = orders + 1, revenue = revenue + excluded.revenue;
END;
--> statement-breakpoint
-- Before the delete: the order's lines are still there to subtract (the cascade removes them first,
-- and their own trigger then finds no order and leaves the summary alone).
CREATE TRIGGER `sales_orders_delete` BEFORE DELETE ON `orders` BEGIN
  UPDATE sales_days SET orders = orders - 1, revenue = revenue - old.total
    WHERE day = (old.created_at + 18000000) / 86400000 AND status = old.status AND payment_method = old.payment_method AND payment_status = old.payment_status
      AND sale = (old.status <> 'cancelled' AND old.return_kind IS NULL AND (old.status <> 'pending' OR old.payment_status = 'paid'));
  DELETE FROM sales_days WHERE day = (old.created_at + 18000000) / 86400000 AND orders = 0;
  UPDATE sales_city_days SET orders = orders - 1, revenue = revenue - old.total
    WHERE day = (old.created_at + 18000000) / 86400000 AND city = trim(old.customer_city)
      AND (old.status <> 'cancelled' AND old.return_kind IS NULL AND (old.status <> 'pending' OR old.payment_status = 'paid'));
  DELETE FROM sales_city_days WHERE day = (old.created_at + 18000000) / 86400000 AND orders = 0;
  UPDATE sales_product_days SET lines = sales_product_days.lines - x.lines, quantity = sales_product_days.quantity - x.quantity, revenue = sales_product_days.revenue - x.revenue
    FROM (SELECT product_id, title, count(*) AS lines, sum(quantity) AS quantity, sum(quantity * unit_price) AS revenue FROM order_items WHERE order_ref = old.order_ref GROUP BY product_id, title) AS x
    WHERE (old.status <> 'cancelled' AND old.return_kind IS NULL AND (old.status <> 'pending' OR old.payment_status = 'paid'))
      AND sales_product_days.day = (old.created_at + 18000000) / 86400000 AND sales_product_days.product_id = x.product_id AND sales_product_days.title = x.title;
  DELETE FROM sales_product_days WHERE day = (old.created_at + 18000000) / 86400000 AND lines = 0;
END;
--> statement-breakpoint
CREATE TRIGGER `sales_orders_update` AFTER UPDATE OF created_at, status, payment_method, payment_status, return_kind, total, customer_city ON `orders` BEGIN
  UPDATE sales_days SET orders = orders - 1, revenue = revenue - old.total
    WHERE day = (old.created_at + 18000000) / 86400000 AND status = old.status AND payment_method = old.payment_method AND payment_status = old.payment_status
      AND sale = (old.status <> 'cancelled' AND old.return_kind IS NULL AND (old.status <> 'pending' OR old.payment_status = 'paid'));
  DELETE FROM sales_days WHERE day = (old.created_at + 18000000) / 86400000 AND orders = 0;
  INSERT INTO sales_days (day, status, payment_method, payment_status, sale, orders, revenue)
    VALUES ((new.created_at + 18000000) / 86400000, new.status, new.payment_method, new.payment_status,
      (new.status <> 'cancelled' AND new.return_kind IS NULL AND (new.status <> 'pending' OR new.payment_status = 'paid')), 1, new.total)
    ON CONFLICT DO UPDATE SET orders = orders + 1, revenue = revenue + excluded.revenue;
  UPDATE sales_city_days SET orders = orders - 1, revenue = revenue - old.total
    WHERE day = (old.created_at + 18000000) / 86400000 AND city = trim(old.customer_city)
      AND (old.status <> 'cancelled' AND old.return_kind IS NULL AND (old.status <> 'pending' OR old.payment_status = 'paid'));
  DELETE FROM sales_city_days WHERE day = (old.created_at + 18000000) / 86400000 AND orders = 0;
  INSERT INTO sales_city_days (day, city, orders, revenue)
    SELECT (new.created_at + 18000000) / 86400000, trim(new.customer_city), 1, new.total
    WHERE (new.status <> 'cancelled' AND new.return_kind IS NULL AND (new.status <> 'pending' OR new.payment_status = 'paid'))
    ON CONFLICT DO UPDATE SET orders = orders + 1, revenue = revenue + excluded.revenue;
END;
--> statement-breakpoint
-- An order's lines move only when it becomes or stops being a sale, or moves to another day.
CREATE TRIGGER `sales_orders_update_lines` AFTER UPDATE OF created_at, status, payment_status, return_kind ON `orders`
  WHEN (old.status <> 'cancelled' AND old.return_kind IS NULL AND (old.status <> 'pending' OR old.payment_status = 'paid'))
    IS NOT (new.status <> 'cancelled' AND new.return_kind IS NULL AND (new.status <> 'pending' OR new.payment_status = 'paid'))
    OR (old.created_at + 18000000) / 86400000 <> (new.created_at + 18000000) / 86400000
BEGIN
  UPDATE sales_product_days SET lines = sales_product_days.lines - x.lines, quantity = sales_product_days.quantity - x.quantity, revenue = sales_product_days.revenue - x.revenue
    FROM (SELECT product_id, title, count(*) AS lines, sum(quantity) AS quantity, sum(quantity * unit_price) AS revenue FROM order_items WHERE order_ref = old.order_ref GROUP BY product_id, title) AS x
    WHERE (old.status <> 'cancelled' AND old.return_kind IS NULL AND (old.status <> 'pending' OR old.payment_status = 'paid'))
      AND sales_product_days.day = (old.created_at + 18000000) / 86400000 AND sales_product_days.product_id = x.product_id AND sales_product_days.title = x.title;
  DELETE FROM sales_product_days WHERE day = (old.created_at + 18000000) / 86400000 AND lines = 0;
  INSERT INTO sales_product_days (day, product_id, title, lines, quantity, revenue)
    SELECT (new.created_at + 18000000) / 86400000, product_id, title, count(*), sum(quantity), sum(quantity * unit_price) FROM order_items
    WHERE order_ref = new.order_ref AND (new.status <> 'cancelled' AND new.return_kind IS NULL AND (new.status <> 'pending' OR new.payment_status = 'paid'))
    GROUP BY product_id, title
    ON CONFLICT DO UPDATE SET lines = lines + excluded.lines, quantity = quantity + excluded.quantity, revenue = revenue + excluded.revenue;
END;
--> statement-breakpoint
CREATE TRIGGER `sales_order_items_insert` AFTER INSERT ON `order_items` BEGIN
  INSERT INTO sales_product_days (day, product_id, title, lines, quantity, revenue)
    SELECT (o.created_at + 18000000) / 86400000, new.product_id, new.title, 1, new.quantity, new.quantity * new.unit_price FROM orders o
    WHERE o.order_ref = new.order_ref AND (o.status <> 'cancelled' AND o.return_kind IS NULL AND (o.status <> 'pending' OR o.payment_status = 'paid'))
    ON CONFLICT DO UPDATE SET lines = lines + excluded.lines, quantity = quantity + excluded.quantity, revenue = revenue + excluded.revenue;
END;
--> statement-breakpoint
CREATE TRIGGER `sales_order_items_delete` AFTER DELETE ON `order_items` BEGIN
  UPDATE sales_product_days SET lines = sales_product_days.lines - 1, quantity = sales_product_days.quantity - old.quantity, revenue = sales_product_days.revenue - old.quantity * old.unit_price
    FROM orders o
    WHERE o.order_ref = old.order_ref AND (o.status <> 'cancelled' AND o.return_kind IS NULL AND (o.status <> 'pending' OR o.payment_status = 'paid'))
      AND sales_product_days.day = (o.created_at + 18000000) / 86400000 AND sales_product_days.product_id = old.product_id AND sales_product_days.title = old.title;
  DELETE FROM sales_product_days WHERE day IN (SELECT (o.created_at + 18000000) / 86400000 FROM orders o WHERE o.order_ref = old.order_ref) AND lines = 0;
END;
--> statement-breakpoint
CREATE TRIGGER `sales_order_items_update` AFTER UPDATE OF order_ref, product_id, title, quantity, unit_price ON `order_items` BEGIN
  UPDATE sales_product_days SET lines = sales_product_days.lines - 1, quantity = sales_product_days.quantity - old.quantity, revenue = sales_product_days.revenue - old.quantity * old.unit_price
    FROM orders o
    WHERE o.order_ref = old.order_ref AND (o.status <> 'cancelled' AND o.return_kind IS NULL AND (o.status <> 'pending' OR o.payment_status = 'paid'))
      AND sales_product_days.day = (o.created_at + 18000000) / 86400000 AND sales_product_days.product_id = old.product_id AND sales_product_days.title = old.title;
  DELETE FROM sales_product_days WHERE day IN (SELECT (o.created_at + 18000000) / 86400000 FROM orders o WHERE o.order_ref = old.order_ref) AND lines = 0;
  INSERT INTO sales_product_days (day, product_id, title, lines, quantity, revenue)
    SELECT (o.created_at + 18000000) / 86400000, new.product_id, new.title, 1, new.quantity, new.quantity * new.unit_price FROM orders o
    WHERE o.order_ref = new.order_ref AND (o.status <> 'cancelled' AND o.return_kind IS NULL AND (o.status <> 'pending' OR o.payment_status = 'paid'))
    ON CONFLICT DO UPDATE SET lines = lines + excluded.lines, quantity = quantity + excluded.quantity, revenue = revenue + excluded.revenue;
END;
--> statement-breakpoint
-- Each day table's month table follows it: a day row's change is added to its month ('2026-03').
CREATE TRIGGER `sales_days_insert` AFTER INSERT ON `sales_days` BEGIN
  INSERT INTO sales_months (month, status, payment_method, payment_status, sale, orders, revenue) VALUES (strftime('%Y-%m', new.day * 86400, 'unixepoch'), new.status, new.payment_method, new.payment_status, new.sale, new.orders, new.revenue)
    ON CONFLICT DO UPDATE SET orders = orders + excluded.orders, revenue = revenue + excluded.revenue;
END;
--> statement-breakpoint
CREATE TRIGGER `sales_days_update` AFTER UPDATE ON `sales_days` BEGIN
  UPDATE sales_months SET orders = orders + new.orders - old.orders, revenue = revenue + new.revenue - old.revenue WHERE month = strftime('%Y-%m', new.day * 86400, 'unixepoch') AND status = new.status AND payment_method = new.payment_method AND payment_status = new.payment_status AND sale = new.sale;
END;
--> statement-breakpoint
CREATE TRIGGER `sales_days_delete` AFTER DELETE ON `sales_days` BEGIN
  UPDATE sales_months SET orders = orders - old.orders, revenue = revenue - old.revenue WHERE month = strftime('%Y-%m', old.day * 86400, 'unixepoch') AND status = old.status AND payment_method = old.payment_method AND payment_status = old.payment_status AND sale = old.sale;
  DELETE FROM sales_months WHERE month = strftime('%Y-%m', old.day * 86400, 'unixepoch') AND status = old.status AND payment_method = old.payment_method AND payment_status = old.payment_status AND sale = old.sale AND orders = 0;
END;
--> statement-breakpoint
CREATE TRIGGER `sales_city_days_insert` AFTER INSERT ON `sales_city_days` BEGIN
  INSERT INTO sales_city_months (month, city, orders, revenue) VALUES (strftime('%Y-%m', new.day * 86400, 'unixepoch'), new.city, new.orders, new.revenue)
    ON CONFLICT DO UPDATE SET orders = orders + excluded.orders, revenue = revenue + excluded.revenue;
END;
--> statement-breakpoint
CREATE TRIGGER `sales_city_days_update` AFTER UPDATE ON `sales_city_days` BEGIN
  UPDATE sales_city_months SET orders = orders + new.orders - old.orders, revenue = revenue + new.revenue - old.revenue WHERE month = strftime('%Y-%m', new.day * 86400, 'unixepoch') AND city = new.city;
END;
--> statement-breakpoint
CREATE TRIGGER `sales_city_days_delete` AFTER DELETE ON `sales_city_days` BEGIN
  UPDATE sales_city_months SET orders = orders - old.orders, revenue = revenue - old.revenue WHERE month = strftime('%Y-%m', old.day * 86400, 'unixepoch') AND city = old.city;
  DELETE FROM sales_city_months WHERE month = strftime('%Y-%m', old.day * 86400, 'unixepoch') AND city = old.city AND orders = 0;
END;
--> statement-breakpoint
CREATE TRIGGER `sales_product_days_insert` AFTER INSERT ON `sales_product_days` BEGIN
  INSERT INTO sales_product_months (month, product_id, title, lines, quantity, revenue) VALUES (strftime('%Y-%m', new.day * 86400, 'unixepoch'), new.product_id, new.title, new.lines, new.quantity, new.revenue)
    ON CONFLICT DO UPDATE SET lines = lines + excluded.lines, quantity = quantity + excluded.quantity, revenue = revenue + excluded.revenue;
END;
--> statement-breakpoint
CREATE TRIGGER `sales_product_days_update` AFTER UPDATE ON `sales_product_days` BEGIN
  UPDATE sales_product_months SET lines = lines + new.lines - old.lines, quantity = quantity + new.quantity - old.quantity, revenue = revenue + new.revenue - old.revenue WHERE month = strftime('%Y-%m', new.day * 86400, 'unixepoch') AND product_id = new.product_id AND title = new.title;
END;
--> statement-breakpoint
CREATE TRIGGER `sales_product_days_delete` AFTER DELETE ON `sales_product_days` BEGIN
  UPDATE sales_product_months SET lines = lines - old.lines, quantity = quantity - old.quantity, revenue = revenue - old.revenue WHERE month = strftime('%Y-%m', old.day * 86400, 'unixepoch') AND product_id = old.product_id AND title = old.title;
  DELETE FROM sales_product_months WHERE month = strftime('%Y-%m', old.day * 86400, 'unixepoch') AND product_id = old.product_id AND title = old.title AND lines = 0;
END;
--> statement-breakpoint
-- The orders written before this migration.
INSERT INTO sales_days (day, status, payment_method, payment_status, sale, orders, revenue)
  SELECT (created_at + 18000000) / 86400000, status, payment_method, payment_status,
    (status <> 'cancelled' AND return_kind IS NULL AND (status <> 'pending' OR payment_status = 'paid')), count(*), sum(total)
  FROM orders GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO sales_city_days (day, city, orders, revenue)
  SELECT (created_at + 18000000) / 86400000, trim(customer_city), count(*), sum(total) FROM orders
  WHERE (status <> 'cancelled' AND return_kind IS NULL AND (status <> 'pending' OR payment_status = 'paid'))
  GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO sales_product_days (day, product_id, title, lines, quantity, revenue)
  SELECT (o.created_at + 18000000) / 86400000, i.product_id, i.title, count(*), sum(i.quantity), sum(i.quantity * i.unit_price)
  FROM order_items i JOIN orders o ON o.order_ref = i.order_ref
  WHERE (o.status <> 'cancelled' AND o.return_kind IS NULL AND (o.status <> 'pending' OR o.payment_status = 'paid'))
  GROUP BY 1, 2, 3;
