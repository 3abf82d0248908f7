-- The back office's branch settings (docs/back-office.md#branches, docs/decisions/102-branch-settings-in-the-back-office.md).
-- A branch's version: every save names the version it read, and the update that bumps it refuses a
-- stale one (409 stale_edit), so two managers never silently overwrite each other.
ALTER TABLE suppliers ADD COLUMN version integer NOT NULL DEFAULT 1;
--> statement-breakpoint
-- A place's version, for the same check on renaming, retiring or a new secret code.
ALTER TABLE places ADD COLUMN version integer NOT NULL DEFAULT 1;
--> statement-breakpoint

-- A delivery zone drawn as a circle keeps its centre and radius (the polygon is the circle's
-- outline, which the coverage check reads); null for a zone drawn as a polygon.
ALTER TABLE delivery_zones ADD COLUMN radius jsonb;
--> statement-breakpoint

-- A date whose hours differ from the week's (a holiday): closed all day, or open in these windows
-- only. Dates are the venue's local dates.
CREATE TABLE branch_hour_exceptions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  instance_id integer NOT NULL,
  supplier_id integer NOT NULL,
  date date NOT NULL,
  closed boolean NOT NULL,
  windows jsonb NOT NULL DEFAULT '[]',
  note text NOT NULL DEFAULT '' CHECK (length(note) <= 120),
  UNIQUE (instance_id, supplier_id, date),
  FOREIGN KEY (instance_id, supplier_id) REFERENCES suppliers (instance_id, id) ON DELETE CASCADE
);
