ALTER TABLE `consignments` ADD `booked_to_collect` integer;
-- What the courier was told to collect at the door (decision 0117): an order changed after booking
-- (a line taken off, a refund off the bill, paid another way) leaves the rider asking for the booked
-- amount, and the parcel panel warns when the two differ. Parcels booked before it are null (unknown)
-- and warn about nothing.
