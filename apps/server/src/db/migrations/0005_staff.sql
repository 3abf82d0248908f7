-- Venue staff API credentials (docs/staff-api.md). A bearer token names one venue; only
-- its SHA-256 hash is kept. `npm run staff:token -- <venue-slug>` prints a new one.
CREATE TABLE staff_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  instance_id integer NOT NULL REFERENCES instances (id) ON DELETE CASCADE,
  token_hash bytea NOT NULL UNIQUE CHECK (length(token_hash) = 32),
  label text NOT NULL DEFAULT '' CHECK (length(label) <= 120),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
--> statement-breakpoint
CREATE INDEX staff_tokens_instance ON staff_tokens (instance_id);
