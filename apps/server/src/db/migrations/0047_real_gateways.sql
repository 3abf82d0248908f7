-- Real gateways beside the sandbox (issue 55, docs/decisions/115-real-gateways-hosted-card-entry.md):
-- a venue's payment settings may name Wompi or Mercado Pago (domain `paymentProviders`).
ALTER TABLE payment_settings DROP CONSTRAINT IF EXISTS payment_settings_provider_check;
--> statement-breakpoint
ALTER TABLE payment_settings ADD CONSTRAINT payment_settings_provider_check
  CHECK (provider IN ('sandbox', 'wompi', 'mercado_pago'));
