CREATE TABLE `staff_rules` (
	`id` integer PRIMARY KEY NOT NULL,
	`order_desk_refund_limit` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `activity_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer NOT NULL,
	`staff_id` integer,
	`staff_name` text NOT NULL,
	`kind` text NOT NULL,
	`order_ref` text,
	`product_id` text,
	`subject` text,
	`summary` text NOT NULL,
	`before` text,
	`after` text
);
--> statement-breakpoint
CREATE INDEX `activity_at_idx` ON `activity_log` (`at`);--> statement-breakpoint
CREATE INDEX `activity_order_idx` ON `activity_log` (`order_ref`);--> statement-breakpoint
CREATE INDEX `activity_product_idx` ON `activity_log` (`product_id`);--> statement-breakpoint
CREATE INDEX `activity_staff_idx` ON `activity_log` (`staff_id`);--> statement-breakpoint
ALTER TABLE `admins` ADD `name` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `admins` ADD `role` text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE `admins` ADD `must_change_password` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `admins` ADD `disabled_at` integer;