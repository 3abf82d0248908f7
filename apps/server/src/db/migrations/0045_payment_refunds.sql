-- Refunds of a paid payment, whole or in parts, by a manager from the console (issue 55, docs/decisions/117-partial-refunds.md).
-- A payment keeps what was given back of it (`refunded_amount`, at most its amount plus tip); it
-- stays `paid` while partly refunded and becomes `refunded` with the last of it (domain
-- `checkRefund`). Every refund is one row here: how much, why, who, when; its id is the gateway's
-- idempotency key (`RefundRequest.refundId`), derived from the staff's Idempotency-Key, so a
-- retried refund is the same refund. Read by the purchase's paid amount, the cash-up and the day
-- summary.
ALTER TABLE payments ADD COLUMN IF NOT EXISTS refunded_amount integer NOT NULL DEFAULT 0
  CHECK (refunded_amount >= 0 AND refunded_amount <= amount + tip);
--> statement-breakpoint
CREATE TABLE payment_refunds (
  id uuid PRIMARY KEY,
  instance_id integer NOT NULL REFERENCES instances (id) ON DELETE CASCADE,
  payment_id uuid NOT NULL REFERENCES payments (id) ON DELETE CASCADE,
  amount integer NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  reason text CHECK (length(reason) <= 300),
  refunded_by text NOT NULL CHECK (length(refunded_by) <= 200),
  -- the staff's Idempotency-Key; null for a refund the ledger made itself (a canceled order, the gateway's notice)
  idempotency_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (instance_id, payment_id, idempotency_key)
);
--> statement-breakpoint
CREATE INDEX payment_refunds_payment ON payment_refunds (instance_id, payment_id, created_at);
--> statement-breakpoint
CREATE INDEX payment_refunds_time ON payment_refunds (instance_id, created_at);
--> statement-breakpoint
-- Payments refunded before this migration: given back whole, one refund each, at their refunded_at.
UPDATE payments SET refunded_amount = amount + tip WHERE status = 'refunded';
--> statement-breakpoint
INSERT INTO payment_refunds (id, instance_id, payment_id, amount, currency, refunded_by, created_at)
SELECT id, instance_id, id, amount + tip, currency, coalesce(settled_by, 'refund'), coalesce(refunded_at, updated_at)
FROM payments WHERE status = 'refunded' AND amount + tip > 0;
--> statement-breakpoint
-- The sandbox gateway gives a charge back in parts too: what it has given back, and each refund by its id.
ALTER TABLE sandbox_transactions ADD COLUMN IF NOT EXISTS refunded integer NOT NULL DEFAULT 0;
--> statement-breakpoint
CREATE TABLE sandbox_refunds (
  instance_id integer NOT NULL REFERENCES instances (id) ON DELETE CASCADE,
  id text NOT NULL,
  transaction_id text NOT NULL REFERENCES sandbox_transactions (id) ON DELETE CASCADE,
  amount integer NOT NULL CHECK (amount > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (instance_id, id)
);
