DROP INDEX `product_variants_size_idx`;--> statement-breakpoint
DROP INDEX `product_variants_color_idx`;--> statement-breakpoint
CREATE INDEX `product_variants_size_in_stock_idx` ON `product_variants` (`product_id`,"size" collate nocase) WHERE "product_variants"."stock" > 0;--> statement-breakpoint
CREATE INDEX `product_variants_color_in_stock_idx` ON `product_variants` (`product_id`,"color" collate nocase) WHERE "product_variants"."stock" > 0;