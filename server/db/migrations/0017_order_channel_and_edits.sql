CREATE TABLE `order_edits` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_ref` text NOT NULL,
	`summary` text NOT NULL,
	`at` integer NOT NULL,
	FOREIGN KEY (`order_ref`) REFERENCES `orders`(`order_ref`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `order_edits_order_idx` ON `order_edits` (`order_ref`);--> statement-breakpoint
ALTER TABLE `orders` ADD `channel` text DEFAULT 'website' NOT NULL;