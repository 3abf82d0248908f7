-- On-table ordering (docs/decisions/014-on-table-classes.md): the places a QR code names
-- (tables, rooms, cinema seats or boxes, counters) with their secret codes, who sits at a table's
-- order with which nickname, waiter calls, and ratings (spec §7 rates, rates_services).
CREATE TABLE places (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  instance_id integer NOT NULL REFERENCES instances (id) ON DELETE CASCADE,
  supplier_id integer NOT NULL,
  -- the secret printed in the QR code (?mesa=), never the table number, so nobody orders from home
  code text NOT NULL CHECK (length(code) BETWEEN 6 AND 80),
  label text NOT NULL CHECK (length(label) BETWEEN 1 AND 60),
  kind text NOT NULL DEFAULT 'table' CHECK (kind IN ('table', 'room', 'seat', 'box', 'counter')),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (instance_id, id),
  UNIQUE (instance_id, supplier_id, code),
  FOREIGN KEY (instance_id, supplier_id) REFERENCES suppliers (instance_id, id) ON DELETE CASCADE
);
--> statement-breakpoint
-- Everyone who joined a table's order ("join order"), with the nickname the others see.
CREATE TABLE table_members (
  instance_id integer NOT NULL,
  purchase_id uuid NOT NULL,
  profile_id uuid NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  nickname text CHECK (length(nickname) <= 40),
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (purchase_id, profile_id),
  FOREIGN KEY (instance_id, purchase_id) REFERENCES purchases (instance_id, id) ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX table_members_profile ON table_members (instance_id, profile_id, joined_at);
--> statement-breakpoint
CREATE TABLE waiter_calls (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  instance_id integer NOT NULL,
  supplier_id integer NOT NULL,
  place_id uuid,
  purchase_id uuid,
  profile_id uuid REFERENCES profiles (id) ON DELETE SET NULL,
  -- assistance, the bill, or a manual payment (cash or card reader) to collect
  reason text NOT NULL CHECK (reason IN ('assistance', 'bill', 'payment')),
  note text CHECK (length(note) <= 200),
  payment_id uuid,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'acknowledged')),
  created_at timestamptz NOT NULL DEFAULT now(),
  acknowledged_at timestamptz,
  FOREIGN KEY (instance_id, purchase_id) REFERENCES purchases (instance_id, id) ON DELETE CASCADE,
  FOREIGN KEY (instance_id, place_id) REFERENCES places (instance_id, id) ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX waiter_calls_open ON waiter_calls (instance_id, supplier_id, created_at) WHERE status = 'open';
--> statement-breakpoint
CREATE INDEX waiter_calls_purchase ON waiter_calls (instance_id, purchase_id);
--> statement-breakpoint
CREATE TABLE purchase_ratings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  instance_id integer NOT NULL,
  purchase_id uuid NOT NULL,
  profile_id uuid NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  score integer NOT NULL CHECK (score BETWEEN 1 AND 5),
  comment text CHECK (length(comment) <= 500),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (purchase_id, profile_id),
  FOREIGN KEY (instance_id, purchase_id) REFERENCES purchases (instance_id, id) ON DELETE CASCADE
);
--> statement-breakpoint
-- Ratings of the service itself (spec §2 Layout rating tab: digital menu 1-5, NPS 0-10).
CREATE TABLE service_ratings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  instance_id integer NOT NULL,
  supplier_id integer NOT NULL,
  profile_id uuid REFERENCES profiles (id) ON DELETE SET NULL,
  place_id uuid,
  kind text NOT NULL CHECK (kind IN ('digital_menu', 'nps')),
  score integer NOT NULL CHECK (score BETWEEN 0 AND 10 AND (kind = 'nps' OR score >= 1) AND (kind = 'nps' OR score <= 5)),
  comment text CHECK (length(comment) <= 500),
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (instance_id, supplier_id) REFERENCES suppliers (instance_id, id) ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX service_ratings_supplier ON service_ratings (instance_id, supplier_id, created_at);
