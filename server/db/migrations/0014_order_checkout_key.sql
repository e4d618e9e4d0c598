-- The checkout's own key for a repeated Place Order (issue 23): the reference is now always the shop's own.
ALTER TABLE `orders` ADD `checkout_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `orders_checkout_key_idx` ON `orders` (`checkout_key`,`customer_email`);