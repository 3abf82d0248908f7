-- Corrections of a table's order by the staff (issue 54 part 2, docs/decisions/114-order-corrections.md).
-- A line's comp or discount is the minor units it takes off the line (domain `lineSubtotal`), so the
-- subtotal, a payer's share of an item and the receipt all read it from the item. Every correction
-- (a void, a comp, a discount of a line or of the bill, a move to another place) is one row here:
-- who, when, why and how much, read by the order's trail and the cash-up's Z report.
ALTER TABLE purchase_items ADD COLUMN IF NOT EXISTS discount integer NOT NULL DEFAULT 0 CHECK (discount >= 0);
--> statement-breakpoint
CREATE TABLE order_corrections (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  instance_id integer NOT NULL REFERENCES instances (id) ON DELETE CASCADE,
  supplier_id integer NOT NULL,
  purchase_id uuid NOT NULL,
  item_id uuid,
  kind text NOT NULL CHECK (kind IN ('void', 'comp', 'discount', 'bill_discount', 'move', 'merge', 'split')),
  -- the money it took off the bill (0 for a move)
  amount integer NOT NULL DEFAULT 0 CHECK (amount >= 0),
  currency text NOT NULL,
  reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 200),
  actor text NOT NULL CHECK (length(actor) <= 200),
  actor_user_id uuid,
  -- what it touched, for the trail: the item's name and count, the places of a move
  details jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  -- the order they were made in (several in one instant of the app's clock keep it)
  seq bigint GENERATED ALWAYS AS IDENTITY,
  FOREIGN KEY (instance_id, supplier_id) REFERENCES suppliers (instance_id, id) ON DELETE CASCADE,
  FOREIGN KEY (instance_id, purchase_id) REFERENCES purchases (instance_id, id) ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX order_corrections_purchase ON order_corrections (instance_id, purchase_id, seq);
--> statement-breakpoint
CREATE INDEX order_corrections_branch ON order_corrections (instance_id, supplier_id, created_at);
