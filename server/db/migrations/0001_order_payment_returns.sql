DROP INDEX `orders_status_idx`;--> statement-breakpoint
ALTER TABLE `orders` ADD `customer_phone_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `payment_status` text DEFAULT 'unpaid' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `paid_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `confirmed_with_customer_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `return_kind` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `returned_at` integer;--> statement-breakpoint
CREATE INDEX `orders_status_created_idx` ON `orders` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_payment_created_idx` ON `orders` (`payment_method`,`payment_status`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_payment_status_created_idx` ON `orders` (`payment_status`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_return_created_idx` ON `orders` (`return_kind`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_phone_key_idx` ON `orders` (`customer_phone_key`);--> statement-breakpoint
-- Orders placed before the key existed get it as common/orders.ts phoneKey writes it: without spaces and dashes, +92/0092/92 read as 0.
UPDATE `orders` SET `customer_phone_key` = CASE
  WHEN replace(replace(`customer_phone`, ' ', ''), '-', '') LIKE '+92%' THEN '0' || substr(replace(replace(`customer_phone`, ' ', ''), '-', ''), 4)
  WHEN replace(replace(`customer_phone`, ' ', ''), '-', '') LIKE '0092%' THEN '0' || substr(replace(replace(`customer_phone`, ' ', ''), '-', ''), 5)
  WHEN replace(replace(`customer_phone`, ' ', ''), '-', '') LIKE '92%' THEN '0' || substr(replace(replace(`customer_phone`, ' ', ''), '-', ''), 3)
  ELSE replace(replace(`customer_phone`, ' ', ''), '-', '')
END;
