-- A status the shop does not know is kept with no step (decision 0132): parcel_events.step may be null.
-- SQLite changes a column's NOT NULL only by copying the table; nothing refers to parcel_events.
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_parcel_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`consignment_id` integer NOT NULL,
	`at` integer NOT NULL,
	`status` text NOT NULL,
	`detail` text DEFAULT '' NOT NULL,
	`step` text,
	FOREIGN KEY (`consignment_id`) REFERENCES `consignments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_parcel_events`("id", "consignment_id", "at", "status", "detail", "step") SELECT "id", "consignment_id", "at", "status", "detail", "step" FROM `parcel_events`;--> statement-breakpoint
DROP TABLE `parcel_events`;--> statement-breakpoint
ALTER TABLE `__new_parcel_events` RENAME TO `parcel_events`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `parcel_events_once_idx` ON `parcel_events` (`consignment_id`,`at`,`status`,`step`);