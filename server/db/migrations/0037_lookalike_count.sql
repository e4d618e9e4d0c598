-- Issue 38: each order's lookalike count (common/orders.ts LOOKALIKE_RULE; server/orders/lookalikes.ts)
-- kept in a column by triggers, so the owner's 'looks fake' filter reads it instead of counting every
-- order of the list on a sale day. Two orders look alike when they are different orders placed within
-- 24 hours (86400000 ms, LOOKALIKE_RULE.windowHours) of each other, with the same phone key, or with
-- the same address and city however typed (lower(trim(…)), the index of migration 0026) and another
-- phone key. The relation is symmetric, so a write adds or takes one from every order it matches
-- (each of the two parts read off its own index, the second leaving out the first's) and counts the
-- written order afresh. server/orders/lookalikeColumn.test.ts checks the column against the count
-- after random writes.
ALTER TABLE `orders` ADD `lookalikes` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE TRIGGER `orders_lookalikes_insert` AFTER INSERT ON `orders` BEGIN
  UPDATE orders SET lookalikes = lookalikes + 1
    WHERE customer_phone_key = new.customer_phone_key
      AND created_at BETWEEN new.created_at - 86400000 AND new.created_at + 86400000
      AND order_ref <> new.order_ref;
  UPDATE orders SET lookalikes = lookalikes + 1
    WHERE lower(trim(customer_address)) = lower(trim(new.customer_address)) AND lower(trim(customer_city)) = lower(trim(new.customer_city))
      AND created_at BETWEEN new.created_at - 86400000 AND new.created_at + 86400000
      AND order_ref <> new.order_ref
      AND customer_phone_key IS NOT new.customer_phone_key;
  UPDATE orders SET lookalikes =
      (SELECT count(*) FROM orders o2
        WHERE o2.customer_phone_key = new.customer_phone_key
          AND o2.created_at BETWEEN new.created_at - 86400000 AND new.created_at + 86400000
          AND o2.order_ref <> new.order_ref)
    + (SELECT count(*) FROM orders o2
        WHERE lower(trim(o2.customer_address)) = lower(trim(new.customer_address)) AND lower(trim(o2.customer_city)) = lower(trim(new.customer_city))
          AND o2.created_at BETWEEN new.created_at - 86400000 AND new.created_at + 86400000
          AND o2.order_ref <> new.order_ref
          AND o2.customer_phone_key IS NOT new.customer_phone_key)
    WHERE order_ref = new.order_ref;
END;
--> statement-breakpoint
CREATE TRIGGER `orders_lookalikes_delete` AFTER DELETE ON `orders` BEGIN
  UPDATE orders SET lookalikes = lookalikes - 1
    WHERE customer_phone_key = old.customer_phone_key
      AND created_at BETWEEN old.created_at - 86400000 AND old.created_at + 86400000
      AND order_ref <> old.order_ref;
  UPDATE orders SET lookalikes = lookalikes - 1
    WHERE lower(trim(customer_address)) = lower(trim(old.customer_address)) AND lower(trim(customer_city)) = lower(trim(old.customer_city))
      AND created_at BETWEEN old.created_at - 86400000 AND old.created_at + 86400000
      AND order_ref <> old.order_ref
      AND customer_phone_key IS NOT old.customer_phone_key;
END;
--> statement-breakpoint
-- Only when what the rule compares changed: an owner's edit that saves the same address moves nothing.
-- The other orders lose the old values' match and gain the new ones'; the row itself, which already
-- holds the new values, is left out by its reference and counted afresh.
CREATE TRIGGER `orders_lookalikes_update` AFTER UPDATE OF customer_phone_key, customer_address, customer_city, created_at ON `orders`
  WHEN old.customer_phone_key IS NOT new.customer_phone_key
    OR lower(trim(old.customer_address)) IS NOT lower(trim(new.customer_address))
    OR lower(trim(old.customer_city)) IS NOT lower(trim(new.customer_city))
    OR old.created_at IS NOT new.created_at
BEGIN
  UPDATE orders SET lookalikes = lookalikes - 1
    WHERE customer_phone_key = old.customer_phone_key
      AND created_at BETWEEN old.created_at - 86400000 AND old.created_at + 86400000
      AND order_ref <> new.order_ref;
  UPDATE orders SET lookalikes = lookalikes - 1
    WHERE lower(trim(customer_address)) = lower(trim(old.customer_address)) AND lower(trim(customer_city)) = lower(trim(old.customer_city))
      AND created_at BETWEEN old.created_at - 86400000 AND old.created_at + 86400000
      AND order_ref <> new.order_ref
      AND customer_phone_key IS NOT old.customer_phone_key;
  UPDATE orders SET lookalikes = lookalikes + 1
    WHERE customer_phone_key = new.customer_phone_key
      AND created_at BETWEEN new.created_at - 86400000 AND new.created_at + 86400000
      AND order_ref <> new.order_ref;
  UPDATE orders SET lookalikes = lookalikes + 1
    WHERE lower(trim(customer_address)) = lower(trim(new.customer_address)) AND lower(trim(customer_city)) = lower(trim(new.customer_city))
      AND created_at BETWEEN new.created_at - 86400000 AND new.created_at + 86400000
      AND order_ref <> new.order_ref
      AND customer_phone_key IS NOT new.customer_phone_key;
  UPDATE orders SET lookalikes =
      (SELECT count(*) FROM orders o2
        WHERE o2.customer_phone_key = new.customer_phone_key
          AND o2.created_at BETWEEN new.created_at - 86400000 AND new.created_at + 86400000
          AND o2.order_ref <> new.order_ref)
    + (SELECT count(*) FROM orders o2
        WHERE lower(trim(o2.customer_address)) = lower(trim(new.customer_address)) AND lower(trim(o2.customer_city)) = lower(trim(new.customer_city))
          AND o2.created_at BETWEEN new.created_at - 86400000 AND new.created_at + 86400000
          AND o2.order_ref <> new.order_ref
          AND o2.customer_phone_key IS NOT new.customer_phone_key)
    WHERE order_ref = new.order_ref;
END;
--> statement-breakpoint
-- The orders already there (bench/bulkLoad.ts runs this too after a bulk load without the triggers).
UPDATE orders SET lookalikes =
    (SELECT count(*) FROM orders o2
      WHERE o2.customer_phone_key = orders.customer_phone_key
        AND o2.created_at BETWEEN orders.created_at - 86400000 AND orders.created_at + 86400000
        AND o2.order_ref <> orders.order_ref)
  + (SELECT count(*) FROM orders o2
      WHERE lower(trim(o2.customer_address)) = lower(trim(orders.customer_address)) AND lower(trim(o2.customer_city)) = lower(trim(orders.customer_city))
        AND o2.created_at BETWEEN orders.created_at - 86400000 AND orders.created_at + 86400000
        AND o2.order_ref <> orders.order_ref
        AND o2.customer_phone_key IS NOT orders.customer_phone_key);
