-- A refund recorded on a cash-on-delivery order before its cash came in was taken off what the
-- courier collects, yet was stored as 'cash' (decision 0090). Such a refund was recorded while the
-- order was unpaid: it has no payment time, or was paid only after the refund.
UPDATE `order_line_changes` SET `refund_method` = 'deducted'
WHERE `kind` = 'refund'
  AND EXISTS (
    SELECT 1 FROM `orders`
    WHERE `orders`.`order_ref` = `order_line_changes`.`order_ref`
      AND `orders`.`payment_method` = 'cod'
      AND (`orders`.`paid_at` IS NULL OR `orders`.`paid_at` > `order_line_changes`.`at`)
  );
