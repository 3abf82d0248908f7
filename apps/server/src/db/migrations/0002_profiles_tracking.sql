-- Diner profiles (spec §3 Profile, §6) and tracking (spec §7 Tracking). Every row names its venue;
-- tracking rows reference their session through (instance_id, session_id), so a row can never point
-- at another venue's session.
CREATE TABLE profiles (
  id uuid PRIMARY KEY,
  instance_id integer NOT NULL REFERENCES instances (id) ON DELETE CASCADE,
  -- SHA-256 of the token: the token itself is only ever known to the diner.
  token_hash bytea NOT NULL CHECK (length(token_hash) = 32),
  name text,
  phone text,
  categories jsonb NOT NULL DEFAULT '[]',
  email text,
  birthday_date date,
  phone_code text,
  phone_code_iso2 text,
  sex text CHECK (sex IN ('female', 'male', 'other', 'undisclosed')),
  dni text,
  dni_type text,
  domain text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX profiles_instance ON profiles (instance_id);
--> statement-breakpoint
CREATE TABLE tracking_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  instance_id integer NOT NULL REFERENCES instances (id) ON DELETE CASCADE,
  so text,
  browser text,
  pixel_width integer,
  pixel_height integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Set by the consent frame the storefront reloads every 30 s (spec §7, §9).
  last_seen_at timestamptz,
  UNIQUE (instance_id, id)
);
--> statement-breakpoint
CREATE TABLE acquisitions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  instance_id integer NOT NULL REFERENCES instances (id) ON DELETE CASCADE,
  session_id uuid NOT NULL,
  campaign_id text,
  utm_medium text,
  utm_campaign text,
  utm_term text,
  utm_content text,
  gclid text,
  fbclid text,
  user_agent text,
  referer text,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (instance_id, session_id) REFERENCES tracking_sessions (instance_id, id) ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX acquisitions_session ON acquisitions (instance_id, session_id);
--> statement-breakpoint
CREATE TABLE trackings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  instance_id integer NOT NULL REFERENCES instances (id) ON DELETE CASCADE,
  session_id uuid NOT NULL,
  event text NOT NULL,
  view_vue text NOT NULL,
  service text,
  -- Ids as the storefront sent them: they describe what was seen, they grant nothing.
  supplier_id text,
  profile_id text,
  acquisition_id text,
  product_id text,
  popup_id text,
  home_content_id text,
  purchase_id text,
  cross_sell_id text,
  label text,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (instance_id, session_id) REFERENCES tracking_sessions (instance_id, id) ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX trackings_session ON trackings (instance_id, session_id);
--> statement-breakpoint
CREATE TABLE client_errors (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  instance_id integer NOT NULL REFERENCES instances (id) ON DELETE CASCADE,
  session_id text,
  message text NOT NULL,
  stack text,
  url text NOT NULL,
  release text,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX client_errors_instance_created ON client_errors (instance_id, created_at);
