-- A table's bill closed by hand (PUT /staff/orders/{purchase}/close.json, docs/staff-api.md): who
-- closed it, what of the bill was still owed then and why; a bill closed with money owed needs the
-- reason (docs/decisions/091-a-bill-closed-with-money-owed.md). One row per closed bill: the record
-- a manager reads of every bill that was closed without its money.
CREATE TABLE bill_closures (
  instance_id integer NOT NULL,
  purchase_id uuid NOT NULL,
  closed_by text NOT NULL CHECK (length(closed_by) <= 200),
  owed integer NOT NULL CHECK (owed >= 0),
  currency text NOT NULL,
  reason text CHECK (length(reason) <= 300),
  closed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (instance_id, purchase_id),
  CONSTRAINT bill_closures_reason_when_owed CHECK (owed = 0 OR reason IS NOT NULL),
  FOREIGN KEY (instance_id, purchase_id) REFERENCES purchases (instance_id, id) ON DELETE CASCADE
);
