-- Purchases (spec §3 Purchase; orders of every service), their items, payments, idempotency keys
-- and the domain-event outbox. Shared by on-table ordering, delivery/take-away and payments.
CREATE TABLE purchases (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  instance_id integer NOT NULL REFERENCES instances (id) ON DELETE CASCADE,
  supplier_id integer NOT NULL REFERENCES suppliers (id),
  -- The profile that opened it; on-table purchases are shared by everyone at the table.
  profile_id uuid REFERENCES profiles (id),
  -- Short public number shown to diners and staff (spec §3 Purchase bck_purchase_id).
  bck_purchase_id text NOT NULL,
  service text NOT NULL CHECK (service IN ('on_table', 'delivery', 'take_away')),
  subservice text CHECK (subservice IN ('room', 'schedule', 'grab_and_go', 'seat')),
  table_id uuid,
  -- spec §4 order statuses
  status text NOT NULL DEFAULT 'in_progress'
    CHECK (status IN ('on_hold', 'accepted', 'preparation', 'packed', 'on_the_way', 'delivered', 'canceled', 'in_progress', 'finished')),
  cancel_reason text,
  currency text NOT NULL,
  subtotal integer NOT NULL DEFAULT 0 CHECK (subtotal >= 0),
  tip integer NOT NULL DEFAULT 0 CHECK (tip >= 0),
  delivery_fee integer NOT NULL DEFAULT 0 CHECK (delivery_fee >= 0),
  discount integer NOT NULL DEFAULT 0 CHECK (discount >= 0),
  total integer NOT NULL DEFAULT 0 CHECK (total >= 0),
  paid_amount integer NOT NULL DEFAULT 0 CHECK (paid_amount >= 0),
  payment_mandatory boolean NOT NULL DEFAULT false,
  -- contact, address, schedule, coupon, tip choice: validated by the domain schemas
  details jsonb NOT NULL DEFAULT '{}',
  scheduled_for timestamptz,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz,
  UNIQUE (instance_id, id),
  UNIQUE (instance_id, bck_purchase_id)
);
--> statement-breakpoint
CREATE INDEX purchases_profile ON purchases (instance_id, profile_id, created_at DESC);
--> statement-breakpoint
CREATE INDEX purchases_open_by_table ON purchases (instance_id, table_id) WHERE closed_at IS NULL;
--> statement-breakpoint
CREATE INDEX purchases_supplier_status ON purchases (instance_id, supplier_id, status);
--> statement-breakpoint
CREATE TABLE purchase_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  instance_id integer NOT NULL,
  purchase_id uuid NOT NULL,
  product_id text NOT NULL,
  -- snapshot at the time of ordering: later menu edits never change a placed order
  name jsonb NOT NULL,
  unit_price integer NOT NULL CHECK (unit_price >= 0),
  count integer NOT NULL CHECK (count > 0),
  options jsonb NOT NULL DEFAULT '{}',
  option_names jsonb NOT NULL DEFAULT '[]',
  note text,
  added_by uuid REFERENCES profiles (id),
  -- pending (not sent) -> ordered (in the kitchen) -> prepared -> delivered; removed
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'ordered', 'prepared', 'delivered', 'removed')),
  round integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (instance_id, purchase_id) REFERENCES purchases (instance_id, id) ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX purchase_items_purchase ON purchase_items (instance_id, purchase_id);
--> statement-breakpoint
CREATE TABLE payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  instance_id integer NOT NULL,
  purchase_id uuid NOT NULL,
  profile_id uuid REFERENCES profiles (id),
  provider text NOT NULL,
  method text NOT NULL CHECK (method IN ('card', 'pse', 'nequi', 'cash', 'card_reader')),
  -- spec §4 payment statuses, plus created/pending before an outcome and refunded after one
  status text NOT NULL DEFAULT 'created'
    CHECK (status IN ('created', 'pending', 'pending_bank_validation', 'rejected_by_bank', 'declined', 'error', 'paid', 'refunded')),
  amount integer NOT NULL CHECK (amount > 0),
  tip integer NOT NULL DEFAULT 0 CHECK (tip >= 0),
  currency text NOT NULL,
  provider_ref text,
  -- never a card number: the provider's token, the brand and the last four digits only
  card_token text,
  card_brand text,
  card_last4 text CHECK (card_last4 ~ '^[0-9]{4}$'),
  -- what the share pays for when a bill is split (equal part, items, custom amount)
  share jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (instance_id, purchase_id) REFERENCES purchases (instance_id, id) ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX payments_purchase ON payments (instance_id, purchase_id);
--> statement-breakpoint
CREATE UNIQUE INDEX payments_provider_ref ON payments (provider, provider_ref) WHERE provider_ref IS NOT NULL;
--> statement-breakpoint
CREATE TABLE idempotency_keys (
  instance_id integer NOT NULL REFERENCES instances (id) ON DELETE CASCADE,
  scope text NOT NULL,
  key text NOT NULL CHECK (length(key) BETWEEN 8 AND 200),
  request_hash text NOT NULL,
  status_code integer NOT NULL,
  response jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (instance_id, scope, key)
);
--> statement-breakpoint
CREATE TABLE domain_events (
  id bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  instance_id integer NOT NULL REFERENCES instances (id) ON DELETE CASCADE,
  topic text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX domain_events_topic ON domain_events (instance_id, topic, id);
