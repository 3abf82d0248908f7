-- Kitchen stations, courses and the expo (issue 54 part 3, docs/decisions/108-kitchen-stations.md).
-- A product names the station that cooks it and the course it is served in (no station: the default
-- kitchen board; no course: it fires at once), written by the venue import and the menu editor. A
-- round's later courses are held until fired: one row per fired course of a round, taken with an
-- insert that a second tablet firing the same course at the same time finds already there.
ALTER TABLE products ADD COLUMN station text CHECK (station IN ('grill', 'cold', 'bar', 'pastry', 'kitchen'));
--> statement-breakpoint
ALTER TABLE products ADD COLUMN course text CHECK (course IN ('starter', 'main', 'dessert'));
--> statement-breakpoint
CREATE TABLE kitchen_fires (
  instance_id integer NOT NULL,
  purchase_id uuid NOT NULL,
  round integer NOT NULL,
  course text NOT NULL CHECK (course IN ('starter', 'main', 'dessert')),
  fired_by text NOT NULL CHECK (length(fired_by) <= 200),
  fired_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (instance_id, purchase_id, round, course),
  FOREIGN KEY (instance_id, purchase_id) REFERENCES purchases (instance_id, id) ON DELETE CASCADE
);
