-- A venue's payment gateway and its keys set in the back office (issue 55 "Must work" 6,
-- docs/decisions/116-gateway-keys-at-rest.md): each change is recorded in the audit log under its
-- own area, naming the fields that changed and never their values. The keys themselves stay in
-- payment_settings (webhook_secret, credentials), sealed under SECRETS_KEYS.
ALTER TABLE audit_log DROP CONSTRAINT IF EXISTS audit_log_area_check;
--> statement-breakpoint
ALTER TABLE audit_log ADD CONSTRAINT audit_log_area_check CHECK (area IN ('menu', 'branches', 'brand', 'orders', 'payments'));
