DROP INDEX `orders_phone_key_idx`;--> statement-breakpoint
CREATE INDEX `orders_phone_key_created_idx` ON `orders` (`customer_phone_key`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_address_key_created_idx` ON `orders` (lower(trim("customer_address")),lower(trim("customer_city")),`created_at`);