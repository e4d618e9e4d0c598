CREATE TABLE `consignments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_ref` text NOT NULL,
	`courier` text NOT NULL,
	`state` text NOT NULL,
	`tracking_number` text,
	`slip_url` text,
	`step` text DEFAULT 'booked' NOT NULL,
	`attempt_at` integer NOT NULL,
	`booked_at` integer,
	`next_poll_at` integer,
	`poll_every_ms` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`order_ref`) REFERENCES `orders`(`order_ref`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `consignments_live_order_idx` ON `consignments` (`order_ref`) WHERE "consignments"."state" <> 'cancelled';--> statement-breakpoint
CREATE INDEX `consignments_tracking_idx` ON `consignments` (`courier`,`tracking_number`);--> statement-breakpoint
CREATE INDEX `consignments_poll_idx` ON `consignments` (`state`,`next_poll_at`);--> statement-breakpoint
CREATE TABLE `courier_accounts` (
	`courier` text PRIMARY KEY NOT NULL,
	`api_key` text DEFAULT '' NOT NULL,
	`api_password` text DEFAULT '' NOT NULL,
	`pickup_code` text DEFAULT '' NOT NULL,
	`grams_per_piece` integer DEFAULT 400 NOT NULL,
	`callback_secret` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `courier_cities` (
	`courier` text NOT NULL,
	`shop_city` text NOT NULL,
	`courier_city` text NOT NULL,
	PRIMARY KEY(`courier`, `shop_city`)
);
--> statement-breakpoint
CREATE TABLE `parcel_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`consignment_id` integer NOT NULL,
	`at` integer NOT NULL,
	`status` text NOT NULL,
	`detail` text DEFAULT '' NOT NULL,
	`step` text NOT NULL,
	FOREIGN KEY (`consignment_id`) REFERENCES `consignments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `parcel_events_once_idx` ON `parcel_events` (`consignment_id`,`at`,`status`,`step`);