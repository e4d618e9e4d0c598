-- Why: an exchange order (exchange_of set) is the owner's own copy of a delivered order's customer, so it
-- counted as a lookalike of that order and could mark it 'Looks fake'; it is no order placed by anyone.
-- The rule of migration 0037 (common/orders.ts LOOKALIKE_RULE; server/orders/lookalikes.ts) with one more
-- condition on both sides: neither order is an exchange order (exchange_of IS NULL), so an exchange order
-- adds to no order's count and its own count is 0. Each part is still read off its own index (phone key,
-- then address and city), the exchange condition checked on the rows those give. The update trigger also
-- runs when an order becomes or stops being an exchange order. server/orders/lookalikeColumn.test.ts checks
-- the column against the rule counted afresh after random writes that include exchange orders.
DROP TRIGGER `orders_lookalikes_insert`;--> statement-breakpoint
DROP TRIGGER `orders_lookalikes_delete`;--> statement-breakpoint
DROP TRIGGER `orders_lookalikes_update`;--> statement-breakpoint
CREATE TRIGGER `orders_lookalikes_insert` AFTER INSERT ON `orders` BEGIN
  UPDATE orders SET lookalikes = lookalikes + 1
    WHERE customer_phone_key = new.customer_phone_key
      AND created_at BETWEEN new.created_at - 86400000 AND new.created_at + 86400000
      AND order_ref <> new.order_ref
      AND exchange_of IS NULL AND new.exchange_of IS NULL;
  UPDATE orders SET lookalikes = lookalikes + 1
    WHERE lower(trim(customer_address)) = lower(trim(new.customer_address)) AND lower(trim(customer_city)) = lower(trim(new.customer_city))
      AND created_at BETWEEN new.created_at - 86400000 AND new.created_at + 86400000
      AND order_ref <> new.order_ref
      AND customer_phone_key IS NOT new.customer_phone_key
      AND exchange_of IS NULL AND new.exchange_of IS NULL;
  UPDATE orders SET lookalikes =
      (SELECT count(*) FROM orders o2
        WHERE o2.customer_phone_key = new.customer_phone_key
          AND o2.created_at BETWEEN new.created_at - 86400000 AND new.created_at + 86400000
          AND o2.order_ref <> new.order_ref
          AND o2.exchange_of IS NULL AND new.exchange_of IS NULL)
    + (SELECT count(*) FROM orders o2
        WHERE lower(trim(o2.customer_address)) = lower(trim(new.customer_address)) AND lower(trim(o2.customer_city)) = lower(trim(new.customer_city))
          AND o2.created_at BETWEEN new.created_at - 86400000 AND new.created_at + 86400000
          AND o2.order_ref <> new.order_ref
          AND o2.customer_phone_key IS NOT new.customer_phone_key
          AND o2.exchange_of IS NULL AND new.exchange_of IS NULL)
    WHERE order_ref = new.order_ref;
END;
--> statement-breakpoint
CREATE TRIGGER `orders_lookalikes_delete` AFTER DELETE ON `orders` BEGIN
  UPDATE orders SET lookalikes = lookalikes - 1
    WHERE customer_phone_key = old.customer_phone_key
      AND created_at BETWEEN old.created_at - 86400000 AND old.created_at + 86400000
      AND order_ref <> old.order_ref
      AND exchange_of IS NULL AND old.exchange_of IS NULL;
  UPDATE orders SET lookalikes = lookalikes - 1
    WHERE lower(trim(customer_address)) = lower(trim(old.customer_address)) AND lower(trim(customer_city)) = lower(trim(old.customer_city))
      AND created_at BETWEEN old.created_at - 86400000 AND old.created_at + 86400000
      AND order_ref <> old.order_ref
      AND customer_phone_key IS NOT old.customer_phone_key
      AND exchange_of IS NULL AND old.exchange_of IS NULL;
END;
--> statement-breakpoint
-- Only when what the rule compares changed: an owner's edit that saves the same address moves nothing.
-- The other orders lose the old values' match and gain the new ones'; the row itself, which already
-- holds the new values, is left out by its reference and counted afresh.
CREATE TRIGGER `orders_lookalikes_update` AFTER UPDATE OF customer_phone_key, customer_address, customer_city, created_at, exchange_of ON `orders`
  WHEN old.customer_phone_key IS NOT new.customer_phone_key
    OR lower(trim(old.customer_address)) IS NOT lower(trim(new.customer_address))
    OR lower(trim(old.customer_city)) IS NOT lower(trim(new.customer_city))
    OR old.created_at IS NOT new.created_at
    OR (old.exchange_of IS NULL) IS NOT (new.exchange_of IS NULL)
BEGIN
  UPDATE orders SET lookalikes = lookalikes - 1
    WHERE customer_phone_key = old.customer_phone_key
      AND created_at BETWEEN old.created_at - 86400000 AND old.created_at + 86400000
      AND order_ref <> new.order_ref
      AND exchange_of IS NULL AND old.exchange_of IS NULL;
  UPDATE orders SET lookalikes = lookalikes - 1
    WHERE lower(trim(customer_address)) = lower(trim(old.customer_address)) AND lower(trim(customer_city)) = lower(trim(old.customer_city))
      AND created_at BETWEEN old.created_at - 86400000 AND old.created_at + 86400000
      AND order_ref <> new.order_ref
      AND customer_phone_key IS NOT old.customer_phone_key
      AND exchange_of IS NULL AND old.exchange_of IS NULL;
  UPDATE orders SET lookalikes = lookalikes + 1
    WHERE customer_phone_key = new.customer_phone_key
      AND created_at BETWEEN new.created_at - 86400000 AND new.created_at + 86400000
      AND order_ref <> new.order_ref
      AND exchange_of IS NULL AND new.exchange_of IS NULL;
  UPDATE orders SET lookalikes = lookalikes + 1
    WHERE lower(trim(customer_address)) = lower(trim(new.customer_address)) AND lower(trim(customer_city)) = lower(trim(new.customer_city))
      AND created_at BETWEEN new.created_at - 86400000 AND new.created_at + 86400000
      AND order_ref <> new.order_ref
      AND customer_phone_key IS NOT new.customer_phone_key
      AND exchange_of IS NULL AND new.exchange_of IS NULL;
  UPDATE orders SET lookalikes =
      (SELECT count(*) FROM orders o2
        WHERE o2.customer_phone_key = new.customer_phone_key
          AND o2.created_at BETWEEN new.created_at - 86400000 AND new.created_at + 86400000
          AND o2.order_ref <> new.order_ref
          AND o2.exchange_of IS NULL AND new.exchange_of IS NULL)
    + (SELECT count(*) FROM orders o2
        WHERE lower(trim(o2.customer_address)) = lower(trim(new.customer_address)) AND lower(trim(o2.customer_city)) = lower(trim(new.customer_city))
          AND o2.created_at BETWEEN new.created_at - 86400000 AND new.created_at + 86400000
          AND o2.order_ref <> new.order_ref
          AND o2.customer_phone_key IS NOT new.customer_phone_key
          AND o2.exchange_of IS NULL AND new.exchange_of IS NULL)
    WHERE order_ref = new.order_ref;
END;
--> statement-breakpoint
-- The orders already there (bench/bulkLoad.ts runs this too after a bulk load without the triggers).
UPDATE orders SET lookalikes =
    (SELECT count(*) FROM orders o2
      WHERE o2.customer_phone_key = orders.customer_phone_key
        AND o2.created_at BETWEEN orders.created_at - 86400000 AND orders.created_at + 86400000
        AND o2.order_ref <> orders.order_ref
        AND o2.exchange_of IS NULL AND orders.exchange_of IS NULL)
  + (SELECT count(*) FROM orders o2
      WHERE lower(trim(o2.customer_address)) = lower(trim(orders.customer_address)) AND lower(trim(o2.customer_city)) = lower(trim(orders.customer_city))
        AND o2.created_at BETWEEN orders.created_at - 86400000 AND orders.created_at + 86400000
        AND o2.order_ref <> orders.order_ref
        AND o2.customer_phone_key IS NOT orders.customer_phone_key
        AND o2.exchange_of IS NULL AND orders.exchange_of IS NULL);
