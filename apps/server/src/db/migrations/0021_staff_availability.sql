-- "Sold out now" (issue 17 item 5; docs/staff-roles.md): the staff mark a product of a branch sold
-- out and back without touching its stock or the venue file; the menu leaves it out meanwhile.
ALTER TABLE supplier_products ADD COLUMN sold_out boolean NOT NULL DEFAULT false;
