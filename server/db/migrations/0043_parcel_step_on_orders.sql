ALTER TABLE `consignments` ADD `asked_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `parcel_step` text;--> statement-breakpoint
CREATE INDEX `orders_parcel_step_created_idx` ON `orders` (`parcel_step`,`created_at`) WHERE "orders"."parcel_step" is not null;--> statement-breakpoint
-- Each order with a live consignment takes its parcel's step (decision 0128), so the list can show and
-- filter attempted deliveries without the couriers' tables.
UPDATE `orders` SET `parcel_step` = (
  SELECT `step` FROM `consignments`
  WHERE `consignments`.`order_ref` = `orders`.`order_ref` AND `consignments`.`state` <> 'cancelled'
) WHERE `order_ref` IN (SELECT `order_ref` FROM `consignments` WHERE `state` <> 'cancelled');
