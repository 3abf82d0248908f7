-- The order a purchase's items were added in. The lines of one order or one cart change are
-- inserted by one statement and share its `created_at`, so that column alone left their order to
-- chance; an identity numbers them as the statement's VALUES list them.
ALTER TABLE purchase_items ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY;
