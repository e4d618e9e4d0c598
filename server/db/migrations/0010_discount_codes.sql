CREATE TABLE `discount_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`kind` text NOT NULL,
	`value` integer NOT NULL,
	`scope` text DEFAULT 'order' NOT NULL,
	`product_ids` text DEFAULT '[]' NOT NULL,
	`categories` text DEFAULT '[]' NOT NULL,
	`min_pieces` integer,
	`min_amount` integer,
	`starts_on` text,
	`ends_on` text,
	`usage_limit` integer,
	`per_customer_limit` integer,
	`first_order_only` integer DEFAULT false NOT NULL,
	`paused` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `discount_codes_code_unique` ON `discount_codes` (`code`);--> statement-breakpoint
CREATE TABLE `discount_uses` (
	`order_ref` text PRIMARY KEY NOT NULL,
	`code_id` integer NOT NULL,
	`phone_key` text NOT NULL,
	`email` text NOT NULL,
	`user_id` text,
	`amount` integer NOT NULL,
	`released_at` integer,
	FOREIGN KEY (`order_ref`) REFERENCES `orders`(`order_ref`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`code_id`) REFERENCES `discount_codes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `discount_uses_code_idx` ON `discount_uses` (`code_id`,`released_at`);--> statement-breakpoint
CREATE INDEX `discount_uses_phone_idx` ON `discount_uses` (`code_id`,`phone_key`);--> statement-breakpoint
CREATE INDEX `discount_uses_email_idx` ON `discount_uses` (`code_id`,`email`);--> statement-breakpoint
ALTER TABLE `orders` ADD `discount_code` text;