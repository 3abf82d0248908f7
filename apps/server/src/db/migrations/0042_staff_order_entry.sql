-- Order entry by staff (issue 54 part 1, docs/decisions/112-staff-order-entry.md): the items a
-- waiter adds at a table and the lines of an order taken by phone name the staff member who took
-- them (null: the diner added it), as Toast and Square print the server on the ticket; what staff
-- take is recorded in the audit log under its own area.
ALTER TABLE purchase_items ADD COLUMN IF NOT EXISTS taken_by text CHECK (length(taken_by) <= 200);
--> statement-breakpoint
ALTER TABLE audit_log DROP CONSTRAINT IF EXISTS audit_log_area_check;
--> statement-breakpoint
ALTER TABLE audit_log ADD CONSTRAINT audit_log_area_check CHECK (area IN ('menu', 'branches', 'brand', 'orders'));
