-- Delivery, take-away and scheduled orders (docs/decisions/016-delivery.md): per-branch
-- delivery settings, opening and kitchen hours, delivery zones (spec §3 Polygon), the diners' saved
-- addresses (spec §3 Location), coupons, SMS codes and their outbox, and slot capacity.
-- Money is minor units of the venue currency; times of day are the venue's time zone.
CREATE TABLE delivery_settings (
  supplier_id integer PRIMARY KEY,
  instance_id integer NOT NULL REFERENCES instances (id) ON DELETE CASCADE,
  -- spec §8 "the delivery service is closed or inactive"
  delivery_active boolean NOT NULL DEFAULT true,
  lead_minutes integer NOT NULL DEFAULT 60 CHECK (lead_minutes >= 0),
  slot_minutes integer NOT NULL DEFAULT 30 CHECK (slot_minutes > 0),
  capacity_per_slot integer NOT NULL DEFAULT 10 CHECK (capacity_per_slot > 0),
  minimum_order_value integer NOT NULL DEFAULT 0 CHECK (minimum_order_value >= 0),
  free_shipping_from integer CHECK (free_shipping_from >= 0),
  require_sms_code boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (instance_id, supplier_id) REFERENCES suppliers (instance_id, id) ON DELETE CASCADE
);
--> statement-breakpoint
-- Weekly windows; none of a kind = open all day. `closes` before `opens` runs past midnight.
CREATE TABLE opening_hours (
  id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  instance_id integer NOT NULL,
  supplier_id integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('branch', 'kitchen')),
  -- 0 (Sunday) to 6
  days jsonb NOT NULL,
  opens text NOT NULL CHECK (opens ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  closes text NOT NULL CHECK (closes ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$'),
  position integer NOT NULL DEFAULT 0,
  FOREIGN KEY (instance_id, supplier_id) REFERENCES suppliers (instance_id, id) ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX opening_hours_supplier ON opening_hours (instance_id, supplier_id, kind);
--> statement-breakpoint
-- spec §3 Polygon. The id stays when a re-import updates a zone (orders and addresses name it);
-- zones gone from the file are deactivated, never deleted.
CREATE TABLE delivery_zones (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  instance_id integer NOT NULL,
  supplier_id integer NOT NULL,
  key text NOT NULL,
  name text NOT NULL,
  -- [[latitude, longitude], ...]
  polygon jsonb NOT NULL,
  -- bounding box, to skip zones far from a point without reading their outline
  min_lat double precision NOT NULL,
  max_lat double precision NOT NULL,
  min_lng double precision NOT NULL,
  max_lng double precision NOT NULL,
  delivery_price integer NOT NULL CHECK (delivery_price >= 0),
  minimum_order_value integer NOT NULL DEFAULT 0 CHECK (minimum_order_value >= 0),
  active boolean NOT NULL DEFAULT true,
  position integer NOT NULL DEFAULT 0,
  FOREIGN KEY (instance_id, supplier_id) REFERENCES suppliers (instance_id, id) ON DELETE CASCADE,
  UNIQUE (supplier_id, key)
);
--> statement-breakpoint
CREATE INDEX delivery_zones_box ON delivery_zones (instance_id, min_lat, max_lat) WHERE active;
--> statement-breakpoint
-- A diner's saved delivery addresses (spec §3 Location; /my-location).
CREATE TABLE saved_locations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  instance_id integer NOT NULL REFERENCES instances (id) ON DELETE CASCADE,
  profile_id uuid NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  label text,
  latitude double precision,
  longitude double precision,
  address text NOT NULL,
  address_optional text NOT NULL DEFAULT '',
  city text NOT NULL,
  neighbourhood text NOT NULL,
  reference text NOT NULL,
  formatted_address text NOT NULL DEFAULT '',
  place_id text,
  phone_code text,
  -- the covering branch and zone when it was saved (checked again whenever it is used)
  supplier_id integer,
  polygon_id uuid,
  location_price integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX saved_locations_profile ON saved_locations (instance_id, profile_id, last_used_at DESC);
--> statement-breakpoint
-- spec §3 Coupon, §5: codes are lowercase, at least 4 characters. `uses` is taken with a
-- conditional update, so a limited coupon is never used more than max_uses times.
CREATE TABLE coupons (
  id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  instance_id integer NOT NULL REFERENCES instances (id) ON DELETE CASCADE,
  code text NOT NULL CHECK (code = lower(code) AND length(code) >= 4),
  kind text NOT NULL CHECK (kind IN ('percent', 'fixed', 'free_shipping')),
  value integer NOT NULL DEFAULT 0 CHECK (value >= 0),
  max_discount integer CHECK (max_discount >= 0),
  minimum_order_value integer NOT NULL DEFAULT 0 CHECK (minimum_order_value >= 0),
  starts_at timestamptz,
  ends_at timestamptz,
  max_uses integer CHECK (max_uses > 0),
  uses integer NOT NULL DEFAULT 0 CHECK (uses >= 0 AND (max_uses IS NULL OR uses <= max_uses)),
  services jsonb NOT NULL,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (instance_id, code)
);
--> statement-breakpoint
-- spec §5, §9: a 4-digit code per phone, limited attempts; only its hash is kept.
CREATE TABLE sms_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  instance_id integer NOT NULL REFERENCES instances (id) ON DELETE CASCADE,
  profile_id uuid NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  -- E.164, like +573001234567
  phone text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  sent_at timestamptz NOT NULL DEFAULT now(),
  verified_at timestamptz
);
--> statement-breakpoint
CREATE INDEX sms_codes_profile_phone ON sms_codes (instance_id, profile_id, phone, sent_at DESC);
--> statement-breakpoint
-- What the default SMS adapter "sends" (architecture §8): kept here and written to the log.
CREATE TABLE sms_outbox (
  id bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  instance_id integer REFERENCES instances (id) ON DELETE CASCADE,
  phone text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX sms_outbox_phone ON sms_outbox (instance_id, phone, id DESC);
--> statement-breakpoint
-- Orders per slot of scheduled delivery and take-away at a chosen time (architecture §5: taken
-- with a conditional update, never overbooked).
CREATE TABLE slot_counters (
  supplier_id integer NOT NULL,
  slot_start timestamptz NOT NULL,
  instance_id integer NOT NULL,
  taken integer NOT NULL DEFAULT 0 CHECK (taken >= 0),
  capacity integer NOT NULL CHECK (capacity > 0),
  PRIMARY KEY (supplier_id, slot_start),
  CHECK (taken <= capacity),
  FOREIGN KEY (instance_id, supplier_id) REFERENCES suppliers (instance_id, id) ON DELETE CASCADE
);
