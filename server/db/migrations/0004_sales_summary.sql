CREATE TABLE `sales_city_days` (
	`day` integer NOT NULL,
	`city` text NOT NULL,
	`orders` integer NOT NULL,
	`revenue` integer NOT NULL,
	PRIMARY KEY(`day`, `city`)
);
--> statement-breakpoint
CREATE TABLE `sales_city_months` (
	`month` text NOT NULL,
	`city` text NOT NULL,
	`orders` integer NOT NULL,
	`revenue` integer NOT NULL,
	PRIMARY KEY(`month`, `city`)
);
--> statement-breakpoint
CREATE TABLE `sales_days` (
	`day` integer NOT NULL,
	`status` text NOT NULL,
	`payment_method` text NOT NULL,
	`payment_status` text NOT NULL,
	`sale` integer NOT NULL,
	`orders` integer NOT NULL,
	`revenue` integer NOT NULL,
	PRIMARY KEY(`day`, `status`, `payment_method`, `payment_status`, `sale`)
);
--> statement-breakpoint
CREATE TABLE `sales_months` (
	`month` text NOT NULL,
	`status` text NOT NULL,
	`payment_method` text NOT NULL,
	`payment_status` text NOT NULL,
	`sale` integer NOT NULL,
	`orders` integer NOT NULL,
	`revenue` integer NOT NULL,
	PRIMARY KEY(`month`, `status`, `payment_method`, `payment_status`, `sale`)
);
--> statement-breakpoint
CREATE TABLE `sales_product_days` (
	`day` integer NOT NULL,
	`product_id` text NOT NULL,
	`title` text NOT NULL,
	`lines` integer NOT NULL,
	`quantity` integer NOT NULL,
	`revenue` integer NOT NULL,
	PRIMARY KEY(`day`, `product_id`, `title`)
);
--> statement-breakpoint
CREATE TABLE `sales_product_months` (
	`month` text NOT NULL,
	`product_id` text NOT NULL,
	`title` text NOT NULL,
	`lines` integer NOT NULL,
	`quantity` integer NOT NULL,
	`revenue` integer NOT NULL,
	PRIMARY KEY(`month`, `product_id`, `title`)
);
