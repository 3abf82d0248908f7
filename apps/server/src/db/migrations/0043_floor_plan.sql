-- The floor plan (issue 54 part 6, docs/decisions/113-floor-plan.md): where a manager put each place
-- of a branch, in whole cells of the floor's canvas (32 x 20, packages/domain floor.schema.ts),
-- and how it is drawn. A place without a row stands in the default grid until arranged. The place
-- keeps its own row (codes, labels, orders refer to it); its position goes with it.
CREATE TABLE floor_positions (
  instance_id integer NOT NULL REFERENCES instances (id) ON DELETE CASCADE,
  place_id uuid NOT NULL,
  supplier_id integer NOT NULL,
  x smallint NOT NULL CHECK (x >= 0),
  y smallint NOT NULL CHECK (y >= 0),
  width smallint NOT NULL CHECK (width BETWEEN 1 AND 32),
  height smallint NOT NULL CHECK (height BETWEEN 1 AND 32),
  shape text NOT NULL DEFAULT 'square' CHECK (shape IN ('square', 'round')),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (instance_id, place_id),
  FOREIGN KEY (instance_id, place_id) REFERENCES places (instance_id, id) ON DELETE CASCADE,
  FOREIGN KEY (instance_id, supplier_id) REFERENCES suppliers (instance_id, id) ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX floor_positions_branch ON floor_positions (instance_id, supplier_id);
