-- Opening hours per service (docs/decisions/106-opening-hours-per-service.md): a branch may give
-- delivery, take-away or the table service weekly windows of their own; a service without any keeps
-- the branch's ('branch') windows. The holidays of branch_hour_exceptions apply to every service.
ALTER TABLE opening_hours DROP CONSTRAINT opening_hours_kind_check;
--> statement-breakpoint
ALTER TABLE opening_hours ADD CONSTRAINT opening_hours_kind_check
  CHECK (kind IN ('branch', 'kitchen', 'delivery', 'take_away', 'on_table'));
