-- The platform's own console (issue 56 "Must work" 1, docs/decisions/123-platform-console.md): its
-- operators (the first made by `npm run platform:admin -- <e-mail>`), their sessions (a cookie's
-- SHA-256, as the staff's), what they did, and a venue's lock reason and removal date.
CREATE TABLE platform_operators (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL UNIQUE,
  name text NOT NULL DEFAULT '',
  password_hash text,
  invitation_hash bytea UNIQUE,
  invitation_expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE platform_sessions (
  token_hash bytea PRIMARY KEY,
  operator_id uuid NOT NULL REFERENCES platform_operators (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE platform_audit (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  operator_id uuid REFERENCES platform_operators (id) ON DELETE SET NULL,
  action text NOT NULL CHECK (action IN ('create', 'lock', 'unlock', 'remove', 'keep', 'export')),
  venue_slug text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
ALTER TABLE instances ADD COLUMN IF NOT EXISTS locked_reason text;
--> statement-breakpoint
ALTER TABLE instances ADD COLUMN IF NOT EXISTS locked_at timestamptz;
--> statement-breakpoint
-- set when an operator removes the venue: locked at once, its data deleted once this date passes
ALTER TABLE instances ADD COLUMN IF NOT EXISTS removal_due_at timestamptz;
