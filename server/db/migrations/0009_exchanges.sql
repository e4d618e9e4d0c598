CREATE TABLE `order_line_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_ref` text NOT NULL,
	`item_id` integer NOT NULL,
	`kind` text NOT NULL,
	`quantity` integer NOT NULL,
	`refund` integer DEFAULT 0 NOT NULL,
	`refund_method` text,
	`exchange_order_ref` text,
	`new_size` text,
	`new_color` text,
	`at` integer NOT NULL,
	FOREIGN KEY (`order_ref`) REFERENCES `orders`(`order_ref`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`item_id`) REFERENCES `order_items`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `order_line_changes_order_idx` ON `order_line_changes` (`order_ref`);--> statement-breakpoint
CREATE INDEX `order_line_changes_at_idx` ON `order_line_changes` (`at`);--> statement-breakpoint
ALTER TABLE `orders` ADD `exchange_of` text;