ALTER TABLE `courier_payments` ADD `not_given` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
-- Lines a courier's payment status wrote before this column (decision 0072) gave no charges: a later payout report may fill them in.
UPDATE `courier_payments` SET `not_given` = '["charges"]' WHERE `charges` = 0 AND `import_id` IN (SELECT `id` FROM `courier_imports` WHERE `file_name` LIKE '% payment status');
