-- The cash-up (issue 54 part 5, docs/decisions/111-cash-up.md): a branch's till opened with a float
-- and closed with the cash counted. What it should hold is read from the ledger (payments) at close
-- and kept on the row with who closed it, so a Z report reads the same tomorrow. One open shift per
-- branch, held by the unique index: two managers opening at once get one shift.
CREATE TABLE cash_shifts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  instance_id integer NOT NULL REFERENCES instances (id) ON DELETE CASCADE,
  supplier_id integer NOT NULL,
  opened_by text NOT NULL CHECK (length(opened_by) <= 200),
  opened_at timestamptz NOT NULL DEFAULT now(),
  opening_float integer NOT NULL CHECK (opening_float >= 0),
  closed_by text CHECK (length(closed_by) <= 200),
  closed_at timestamptz,
  counted_cash integer CHECK (counted_cash >= 0),
  expected_cash integer,
  -- the figures as they stood at close (shiftFigures), for the Z report
  figures jsonb,
  note text CHECK (length(note) <= 500),
  FOREIGN KEY (instance_id, supplier_id) REFERENCES suppliers (instance_id, id) ON DELETE CASCADE
);
--> statement-breakpoint
CREATE UNIQUE INDEX cash_shifts_one_open ON cash_shifts (instance_id, supplier_id) WHERE closed_at IS NULL;
--> statement-breakpoint
CREATE INDEX cash_shifts_branch ON cash_shifts (instance_id, supplier_id, opened_at DESC);
