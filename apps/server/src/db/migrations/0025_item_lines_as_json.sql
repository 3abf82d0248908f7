-- What an item's line says of its product (its name, the options chosen and their names) is
-- written once, when the item is added, and only ever read back whole: every table call answers
-- with every item of the table. As json (text kept as it was written) PostgreSQL writes it back as
-- it is; as jsonb it rebuilt the text from its binary form for every item on every call
-- (docs/decisions/081-a-table-read-written-as-text.md). No statement looks inside these columns.
ALTER TABLE purchase_items
  ALTER COLUMN name TYPE json USING name::json,
  ALTER COLUMN options TYPE json USING options::json,
  ALTER COLUMN options SET DEFAULT '{}'::json,
  ALTER COLUMN option_names TYPE json USING option_names::json,
  ALTER COLUMN option_names SET DEFAULT '[]'::json;
