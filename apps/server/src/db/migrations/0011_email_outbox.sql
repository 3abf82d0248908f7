-- What the default e-mail adapter "sends" (architecture §8): booking messages to the diner's
-- address, kept here and in the log until a mail provider is configured.
CREATE TABLE email_outbox (
  id bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  instance_id integer REFERENCES instances (id) ON DELETE CASCADE,
  to_address text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX email_outbox_to ON email_outbox (instance_id, to_address, id DESC);
