ALTER TABLE `orders` ADD `cancel_refund` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `cancel_refund_method` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `cancel_refund_at` integer;
-- The money of a paid order the shop cancelled, given back (decision 0126): how much, by cash or bank
-- transfer, and when the owner recorded it. Null while it is owed, and on every order before this.
