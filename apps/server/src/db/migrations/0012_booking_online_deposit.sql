-- A booking deposit paid online is a purchase of its own (service `book`), so the payments flow,
-- its ledger and the gateways serve it unchanged (docs/decisions/023-bookings.md).
ALTER TABLE purchases DROP CONSTRAINT purchases_service_check;
--> statement-breakpoint
ALTER TABLE purchases ADD CONSTRAINT purchases_service_check
  CHECK (service IN ('on_table', 'delivery', 'take_away', 'book'));
--> statement-breakpoint
ALTER TABLE bookings ADD COLUMN deposit_purchase_id uuid REFERENCES purchases (id);
