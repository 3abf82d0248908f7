-- Staff accounts, sessions, invitations and kitchen-tablet pairing (issue 17;
-- docs/decisions/026-staff-accounts.md, docs/staff-roles.md). Passwords are argon2id hashes;
-- session, invitation and pairing secrets are kept as SHA-256 hashes only. Every row names its venue.
CREATE TABLE staff_users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  instance_id integer NOT NULL REFERENCES instances (id) ON DELETE CASCADE,
  email text NOT NULL CHECK (length(email) <= 200 AND email = lower(email)),
  name text NOT NULL DEFAULT '' CHECK (length(name) <= 120),
  role text NOT NULL CHECK (role IN ('owner', 'manager', 'waiter', 'kitchen')),
  password_hash text,
  failed_sign_ins integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  disabled_at timestamptz,
  UNIQUE (instance_id, email)
);
--> statement-breakpoint
CREATE TABLE staff_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  instance_id integer NOT NULL REFERENCES instances (id) ON DELETE CASCADE,
  user_id uuid REFERENCES staff_users (id) ON DELETE CASCADE,
  supplier_id integer REFERENCES suppliers (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('owner', 'manager', 'waiter', 'kitchen')),
  token_hash bytea NOT NULL UNIQUE CHECK (length(token_hash) = 32),
  label text NOT NULL DEFAULT '' CHECK (length(label) <= 200),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  CHECK (user_id IS NOT NULL OR supplier_id IS NOT NULL)
);
--> statement-breakpoint
CREATE INDEX staff_sessions_user ON staff_sessions (user_id);
--> statement-breakpoint
CREATE TABLE staff_invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  instance_id integer NOT NULL REFERENCES instances (id) ON DELETE CASCADE,
  email text NOT NULL CHECK (length(email) <= 200),
  role text NOT NULL CHECK (role IN ('owner', 'manager', 'waiter', 'kitchen')),
  token_hash bytea NOT NULL UNIQUE CHECK (length(token_hash) = 32),
  invited_by uuid REFERENCES staff_users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
--> statement-breakpoint
CREATE TABLE staff_pairing_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  instance_id integer NOT NULL REFERENCES instances (id) ON DELETE CASCADE,
  supplier_id integer NOT NULL REFERENCES suppliers (id) ON DELETE CASCADE,
  code_hash bytea NOT NULL CHECK (length(code_hash) = 32),
  created_by uuid REFERENCES staff_users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
--> statement-breakpoint
CREATE INDEX staff_pairing_codes_lookup ON staff_pairing_codes (instance_id, code_hash);
