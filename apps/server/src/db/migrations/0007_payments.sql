-- Payments (docs/decisions/013-payments.md): per-venue payment settings, the webhook deliveries already handled, what a
-- payment shows the diner, and the built-in sandbox gateway's own records. Nothing here ever holds
-- a card number or CVC: the sandbox keeps a token, the brand and the last four digits.
CREATE TABLE payment_settings (
  instance_id integer PRIMARY KEY REFERENCES instances (id) ON DELETE CASCADE,
  -- null: no gateway; card, PSE and Nequi answer payment_gateway_not_configured
  provider text CHECK (provider IN ('sandbox')),
  -- { delivery: [...], take_away: [...], on_table: [...] } of payment methods
  methods jsonb NOT NULL,
  minimum_online_amount integer NOT NULL DEFAULT 0 CHECK (minimum_online_amount >= 0),
  -- shared with the gateway, which signs webhooks and returns with it (HMAC-SHA256)
  webhook_secret text,
  credentials jsonb NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
ALTER TABLE payments ADD COLUMN message_key text;
--> statement-breakpoint
ALTER TABLE payments ADD COLUMN redirect_url text;
--> statement-breakpoint
-- the storefront page the diner returns to after the gateway's pages (a path of the venue's site)
ALTER TABLE payments ADD COLUMN return_path text;
--> statement-breakpoint
ALTER TABLE payments ADD COLUMN paid_at timestamptz;
--> statement-breakpoint
ALTER TABLE payments ADD COLUMN refunded_at timestamptz;
--> statement-breakpoint
-- the staff token label that settled a cash or card-reader payment
ALTER TABLE payments ADD COLUMN settled_by text;
--> statement-breakpoint
CREATE INDEX payments_open ON payments (instance_id, purchase_id)
  WHERE status IN ('created', 'pending', 'pending_bank_validation');
--> statement-breakpoint
-- A webhook delivery is handled once: a replay of the same event id changes nothing.
CREATE TABLE payment_webhook_events (
  instance_id integer NOT NULL REFERENCES instances (id) ON DELETE CASCADE,
  provider text NOT NULL,
  event_id text NOT NULL,
  payment_id uuid,
  -- applied | ignored | conflict | unknown_payment
  outcome text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (instance_id, provider, event_id)
);
--> statement-breakpoint
-- The sandbox gateway (docs/payments.md): its card tokens ...
CREATE TABLE sandbox_card_tokens (
  id text PRIMARY KEY,
  instance_id integer NOT NULL REFERENCES instances (id) ON DELETE CASCADE,
  brand text NOT NULL,
  last4 text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  -- what the test number does when charged: approve, decline, pending, error, challenge
  scenario text NOT NULL,
  exp_month integer NOT NULL,
  exp_year integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- ... and its transactions, one per merchant reference (our payment id), so a retried charge is
-- the same charge.
CREATE TABLE sandbox_transactions (
  id text PRIMARY KEY,
  instance_id integer NOT NULL REFERENCES instances (id) ON DELETE CASCADE,
  reference text NOT NULL,
  method text NOT NULL,
  -- PENDING | ACTION_REQUIRED | PENDING_VALIDATION | APPROVED | DECLINED | REJECTED | ERROR | REFUNDED
  status text NOT NULL,
  amount integer NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  scenario text,
  phone text,
  bank_code text,
  return_url text,
  status_message text,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (instance_id, reference)
);
--> statement-breakpoint
CREATE INDEX sandbox_transactions_phone ON sandbox_transactions (instance_id, phone) WHERE phone IS NOT NULL;
