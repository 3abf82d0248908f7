-- The back office's audit log (docs/back-office.md#audit-log, docs/decisions/105-audit-log-and-concurrent-edits.md):
-- one row per change an owner or manager made to the venue's business (menu, photos, branches,
-- brand, imports), written in the same transaction as the change, with the row before and after.
-- Rows are only ever added; the owner and managers read them newest first.
CREATE TABLE audit_log (
  id bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  instance_id integer NOT NULL REFERENCES instances (id) ON DELETE CASCADE,
  at timestamptz NOT NULL DEFAULT now(),
  -- the staff account that made the change; null for an integration's bearer token
  actor_user_id uuid,
  -- who, as the console shows it: the person's name or e-mail, or the token's label
  actor text NOT NULL CHECK (length(actor) <= 200),
  area text NOT NULL CHECK (area IN ('menu', 'branches', 'brand')),
  action text NOT NULL CHECK (length(action) <= 60),
  -- what was changed, as the console names it (a product's key, a branch's slug…)
  subject text NOT NULL CHECK (length(subject) <= 200),
  before jsonb,
  after jsonb
);
--> statement-breakpoint
CREATE INDEX audit_log_instance_at ON audit_log (instance_id, id DESC);
