-- The staff day summary reads one local day of one branch (issue 56 "Must work" 6, the cost curve
-- of bench/cost-curve.ts; docs/performance.md#cost-curve). Its statements ask a range of time, and
-- these indexes answer it, instead of reading every order, payment or rating the venue or branch ever
-- had: with a year of history at a busy branch (100,000 orders) the summary took hundreds of ms.
-- Orders by when they were placed, per branch:
CREATE INDEX IF NOT EXISTS purchases_branch_created ON purchases (instance_id, supplier_id, created_at);
--> statement-breakpoint
-- The money of the day, by when it was paid (only payments paid or refunded have a paid_at that counts):
CREATE INDEX IF NOT EXISTS payments_paid_at ON payments (instance_id, paid_at)
  WHERE status IN ('paid', 'refunded');
--> statement-breakpoint
-- The day's ratings:
CREATE INDEX IF NOT EXISTS purchase_ratings_time ON purchase_ratings (instance_id, created_at);
