CREATE TABLE `customer_notes` (
	`phone_key` text PRIMARY KEY NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`confirm_by_call` integer DEFAULT false NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `outbox` ADD `attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `outbox` ADD `next_attempt_at` integer;--> statement-breakpoint
CREATE INDEX `outbox_due_idx` ON `outbox` (`next_attempt_at`);