CREATE TABLE `courier_imports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`courier_key` text NOT NULL,
	`courier` text NOT NULL,
	`kind` text NOT NULL,
	`file_name` text NOT NULL,
	`outcomes` text NOT NULL,
	`imported_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `courier_imports_courier_idx` ON `courier_imports` (`courier_key`,`imported_at`);--> statement-breakpoint
CREATE TABLE `courier_payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`import_id` integer NOT NULL,
	`courier_key` text NOT NULL,
	`tracking_key` text NOT NULL,
	`tracking_number` text NOT NULL,
	`order_ref` text,
	`amount` integer NOT NULL,
	`charges` integer NOT NULL,
	`payout_date` text NOT NULL,
	`payout_reference` text NOT NULL,
	`outcome` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`import_id`) REFERENCES `courier_imports`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_ref`) REFERENCES `orders`(`order_ref`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `courier_payments_parcel_idx` ON `courier_payments` (`courier_key`,`tracking_key`);--> statement-breakpoint
CREATE INDEX `courier_payments_order_idx` ON `courier_payments` (`order_ref`);--> statement-breakpoint
CREATE INDEX `courier_payments_payout_idx` ON `courier_payments` (`payout_date`);--> statement-breakpoint
CREATE TABLE `courier_report_mappings` (
	`courier_key` text NOT NULL,
	`kind` text NOT NULL,
	`mapping` text NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`courier_key`, `kind`)
);
