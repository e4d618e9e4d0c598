CREATE TABLE `sales_channel_days` (
	`day` integer NOT NULL,
	`channel` text NOT NULL,
	`orders` integer NOT NULL,
	`revenue` integer NOT NULL,
	PRIMARY KEY(`day`, `channel`)
);
--> statement-breakpoint
CREATE TABLE `sales_channel_months` (
	`month` text NOT NULL,
	`channel` text NOT NULL,
	`orders` integer NOT NULL,
	`revenue` integer NOT NULL,
	PRIMARY KEY(`month`, `channel`)
);
--> statement-breakpoint
-- Sales by the channel an order came by (issue 26), kept like sales by city (0005, 0011): the order
-- triggers below are new ones beside the existing ones, reading the sale rule from new.is_sale.
CREATE TRIGGER `sales_channel_orders_insert` AFTER INSERT ON `orders` WHEN new.is_sale BEGIN
  INSERT INTO sales_channel_days (day, channel, orders, revenue) VALUES ((new.created_at + 18000000) / 86400000, new.channel, 1, new.total)
    ON CONFLICT DO UPDATE SET orders = orders + 1, revenue = revenue + excluded.revenue;
END;
--> statement-breakpoint
CREATE TRIGGER `sales_channel_orders_delete` BEFORE DELETE ON `orders` WHEN old.is_sale BEGIN
  UPDATE sales_channel_days SET orders = orders - 1, revenue = revenue - old.total WHERE day = (old.created_at + 18000000) / 86400000 AND channel = old.channel;
  DELETE FROM sales_channel_days WHERE day = (old.created_at + 18000000) / 86400000 AND orders = 0;
END;
--> statement-breakpoint
CREATE TRIGGER `sales_channel_orders_update` AFTER UPDATE OF created_at, status, payment_status, return_kind, exchange_of, total, channel ON `orders` BEGIN
  UPDATE sales_channel_days SET orders = orders - 1, revenue = revenue - old.total
    WHERE day = (old.created_at + 18000000) / 86400000 AND channel = old.channel AND old.is_sale;
  DELETE FROM sales_channel_days WHERE day = (old.created_at + 18000000) / 86400000 AND orders = 0;
  INSERT INTO sales_channel_days (day, channel, orders, revenue)
    SELECT (new.created_at + 18000000) / 86400000, new.channel, 1, new.total WHERE new.is_sale
    ON CONFLICT DO UPDATE SET orders = orders + 1, revenue = revenue + excluded.revenue;
END;
--> statement-breakpoint
CREATE TRIGGER `sales_channel_days_insert` AFTER INSERT ON `sales_channel_days` BEGIN
  INSERT INTO sales_channel_months (month, channel, orders, revenue) VALUES (strftime('%Y-%m', new.day * 86400, 'unixepoch'), new.channel, new.orders, new.revenue)
    ON CONFLICT DO UPDATE SET orders = orders + excluded.orders, revenue = revenue + excluded.revenue;
END;
--> statement-breakpoint
CREATE TRIGGER `sales_channel_days_update` AFTER UPDATE ON `sales_channel_days` BEGIN
  UPDATE sales_channel_months SET orders = orders + new.orders - old.orders, revenue = revenue + new.revenue - old.revenue
    WHERE month = strftime('%Y-%m', new.day * 86400, 'unixepoch') AND channel = new.channel;
END;
--> statement-breakpoint
CREATE TRIGGER `sales_channel_days_delete` AFTER DELETE ON `sales_channel_days` BEGIN
  UPDATE sales_channel_months SET orders = orders - old.orders, revenue = revenue - old.revenue
    WHERE month = strftime('%Y-%m', old.day * 86400, 'unixepoch') AND channel = old.channel;
  DELETE FROM sales_channel_months WHERE month = strftime('%Y-%m', old.day * 86400, 'unixepoch') AND channel = old.channel AND orders = 0;
END;
--> statement-breakpoint
-- The orders a shop already has, counted once (the day table's insert trigger fills the months).
INSERT INTO sales_channel_days (day, channel, orders, revenue)
  SELECT (created_at + 18000000) / 86400000, channel, count(*), sum(total) FROM orders WHERE is_sale GROUP BY 1, 2;
