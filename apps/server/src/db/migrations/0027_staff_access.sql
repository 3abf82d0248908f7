-- Staff access after issue 52 (docs/staff-roles.md "Accounts", docs/operations.md "Staff sign-in",
-- "Pairing codes"): an invitation never touches an existing account, so a password is reset through
-- a link of its own naming the account; sign-in failures are counted per key (the account from an
-- address, the account, the address) with growing delays instead of the account lock anyone could
-- set off; failed tablet pairings are counted per venue; SMS codes are counted per phone.
ALTER TABLE staff_invitations
  ADD COLUMN purpose text NOT NULL DEFAULT 'invite' CHECK (purpose IN ('invite', 'reset')),
  ADD COLUMN user_id uuid REFERENCES staff_users (id) ON DELETE CASCADE,
  ADD CONSTRAINT staff_invitations_reset_names_account CHECK ((purpose = 'reset') = (user_id IS NOT NULL));
--> statement-breakpoint
ALTER TABLE staff_users DROP COLUMN failed_sign_ins, DROP COLUMN locked_until;
--> statement-breakpoint
CREATE TABLE staff_sign_in_failures (
  instance_id integer NOT NULL REFERENCES instances (id) ON DELETE CASCADE,
  key text NOT NULL CHECK (length(key) <= 400),
  failures integer NOT NULL CHECK (failures >= 0),
  last_failed_at timestamptz NOT NULL,
  PRIMARY KEY (instance_id, key)
);
--> statement-breakpoint
CREATE TABLE staff_pairing_failures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  instance_id integer NOT NULL REFERENCES instances (id) ON DELETE CASCADE,
  failed_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX staff_pairing_failures_venue ON staff_pairing_failures (instance_id, failed_at);
--> statement-breakpoint
CREATE INDEX sms_codes_phone ON sms_codes (instance_id, phone, sent_at);
