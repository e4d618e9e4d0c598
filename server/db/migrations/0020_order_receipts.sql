ALTER TABLE `orders` ADD `receipt_file` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `receipt_uploaded_at` integer;