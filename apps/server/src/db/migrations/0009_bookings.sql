-- Table bookings (issue 16; docs/decisions/023-bookings.md, docs/bookings.md): per-branch booking
-- settings from the venue file, the zones whose rows serialize the capacity check, the bookings
-- themselves (the detail link's token stored only as its SHA-256), and days or zones the venue closed.
CREATE TABLE booking_settings (
  supplier_id integer PRIMARY KEY,
  instance_id integer NOT NULL REFERENCES instances (id) ON DELETE CASCADE,
  -- the venue file's `booking` block, validated by packages/domain/src/booking/booking-settings.schema.ts
  settings jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (instance_id, supplier_id) REFERENCES suppliers (instance_id, id) ON DELETE CASCADE
);
--> statement-breakpoint
-- A zone (salon, terrace) and the covers it seats at one moment. Taking a booking locks its zone's
-- row (SELECT ... FOR UPDATE) before the overlap sum, so two bookings of one zone never both count
-- the same free seats. Zones gone from the file are deactivated, never deleted (bookings name them).
CREATE TABLE booking_zones (
  supplier_id integer NOT NULL,
  key text NOT NULL,
  instance_id integer NOT NULL,
  name text NOT NULL,
  seats integer NOT NULL CHECK (seats > 0),
  active boolean NOT NULL DEFAULT true,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (supplier_id, key),
  FOREIGN KEY (instance_id, supplier_id) REFERENCES suppliers (instance_id, id) ON DELETE CASCADE
);
--> statement-breakpoint
CREATE TABLE bookings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  instance_id integer NOT NULL,
  supplier_id integer NOT NULL,
  zone_key text NOT NULL,
  -- the storefront origin and language the diner booked in: the messages' link and wording
  origin text NOT NULL,
  lang text NOT NULL DEFAULT 'es',
  status text NOT NULL CHECK (status IN ('pending', 'approved', 'confirmed', 'waitlist', 'canceled',
    'seated', 'no_show', 'completed')),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
  -- the date and hour as the diner chose them, in the venue's time zone
  local_date text NOT NULL CHECK (local_date ~ '^\d{4}-\d{2}-\d{2}$'),
  local_hour text NOT NULL CHECK (local_hour ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  persons integer NOT NULL CHECK (persons > 0),
  reason text,
  comment text NOT NULL DEFAULT '',
  guests text,
  birthday text,
  sex text,
  contact_name text NOT NULL,
  phone_code text NOT NULL,
  phone text NOT NULL,
  email text NOT NULL,
  dni text,
  -- the deposit as priced when booked (minor units); owed from approval on
  deposit_kind text NOT NULL DEFAULT 'none' CHECK (deposit_kind IN ('none', 'per_person', 'per_reservation')),
  deposit_pay text NOT NULL DEFAULT 'at_restaurant' CHECK (deposit_pay IN ('at_restaurant', 'online')),
  deposit_amount integer NOT NULL DEFAULT 0 CHECK (deposit_amount >= 0),
  deposit_paid_at timestamptz,
  -- why the venue declined or canceled
  status_reason text,
  rate integer CHECK (rate BETWEEN 1 AND 10),
  rate_comment text,
  rated_at timestamptz,
  reminded_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (instance_id, supplier_id) REFERENCES suppliers (instance_id, id) ON DELETE CASCADE,
  FOREIGN KEY (supplier_id, zone_key) REFERENCES booking_zones (supplier_id, key)
);
--> statement-breakpoint
-- the overlap sum and the day lists read a branch's bookings by time
CREATE INDEX bookings_supplier_time ON bookings (supplier_id, starts_at);
--> statement-breakpoint
CREATE INDEX bookings_waitlist ON bookings (supplier_id, zone_key, created_at) WHERE status = 'waitlist';
--> statement-breakpoint
-- The detail link's secrets, only as SHA-256 (base64url): one minted at booking and one per message
-- sent (the secret cannot be read back to build a link), each opening this booking alone.
CREATE TABLE booking_tokens (
  token_hash text PRIMARY KEY,
  booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  instance_id integer NOT NULL REFERENCES instances (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- Days the venue closed for bookings: the whole branch (zone_key '') or one zone.
CREATE TABLE booking_closures (
  supplier_id integer NOT NULL,
  local_date text NOT NULL CHECK (local_date ~ '^\d{4}-\d{2}-\d{2}$'),
  zone_key text NOT NULL DEFAULT '',
  instance_id integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (supplier_id, local_date, zone_key),
  FOREIGN KEY (instance_id, supplier_id) REFERENCES suppliers (instance_id, id) ON DELETE CASCADE
);
