-- Venues (spec §3 Instance), their host names, branches (spec §3 Supplier) and media.
CREATE TABLE instances (
  id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  country_code text NOT NULL,
  currency text NOT NULL,
  locale text,
  language text NOT NULL,
  langs jsonb NOT NULL DEFAULT '[]',
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'locked')),
  timezone text NOT NULL,
  theme jsonb NOT NULL,
  style_custom text,
  header_logo text NOT NULL,
  preload_logo text,
  meta_favicon text,
  linktree_logo_thumb text,
  linktree jsonb NOT NULL DEFAULT '[]',
  linktree_add_suppliers boolean NOT NULL DEFAULT false,
  labels_buttons jsonb NOT NULL DEFAULT '{}',
  socialmedia jsonb NOT NULL DEFAULT '{}',
  full_gps boolean NOT NULL DEFAULT false,
  rate_digitalmenu boolean NOT NULL DEFAULT false,
  rate_nps boolean NOT NULL DEFAULT false,
  pixel_google_analytics text,
  pixel_facebook_analytics text,
  category_establishment text NOT NULL DEFAULT 'restaurant',
  new_menu_v3 boolean NOT NULL DEFAULT false,
  basic_on_table boolean NOT NULL DEFAULT false,
  contact_us_messaging boolean NOT NULL DEFAULT false,
  consumption_tax_label boolean NOT NULL DEFAULT false,
  error_reporting boolean NOT NULL DEFAULT false,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE domains (
  host text PRIMARY KEY,
  instance_id integer NOT NULL REFERENCES instances (id) ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX domains_instance ON domains (instance_id);
--> statement-breakpoint
CREATE TABLE suppliers (
  id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  instance_id integer NOT NULL REFERENCES instances (id) ON DELETE CASCADE,
  slug text NOT NULL,
  label text NOT NULL,
  description text NOT NULL DEFAULT '',
  address text NOT NULL DEFAULT '',
  latitude double precision,
  longitude double precision,
  locale text,
  phone text,
  whatsapp text,
  service_delivery boolean NOT NULL DEFAULT false,
  service_take_away boolean NOT NULL DEFAULT false,
  service_table boolean NOT NULL DEFAULT false,
  service_book boolean NOT NULL DEFAULT false,
  service_schedule boolean NOT NULL DEFAULT false,
  has_cluvi_pay boolean NOT NULL DEFAULT false,
  on_table_class text NOT NULL DEFAULT 'basic'
    CHECK (on_table_class IN ('basic', 'my-list', 'checkout', 'checkout_plazoleta', 'checkout_no_incremental')),
  position integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX suppliers_instance_slug ON suppliers (instance_id, slug);
--> statement-breakpoint
CREATE TABLE media (
  instance_id integer NOT NULL REFERENCES instances (id) ON DELETE CASCADE,
  hash text NOT NULL,
  content_type text NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (instance_id, hash)
);
--> statement-breakpoint
CREATE INDEX media_instance ON media (instance_id);
