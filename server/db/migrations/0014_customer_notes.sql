CREATE TABLE `customer_notes` (
	`phone_key` text PRIMARY KEY NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`confirm_by_call` integer DEFAULT false NOT NULL,
	`updated_at` integer NOT NULL
);
