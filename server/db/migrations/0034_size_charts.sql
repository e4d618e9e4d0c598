CREATE TABLE `size_charts` (
	`category` text PRIMARY KEY NOT NULL,
	`rows` text NOT NULL,
	`updated_at` text NOT NULL
);
