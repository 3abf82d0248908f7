-- More photos per product (issue 53, docs/back-office.md#menu, ADR 100): an ordered list of refs
-- shown after `image` (the card's photo) in the product's details; written by the venue import
-- and the menu editor, which both move updated_at so every process's menu picks them up.
ALTER TABLE products ADD COLUMN images jsonb NOT NULL DEFAULT '[]'::jsonb;
