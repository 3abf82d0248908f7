-- The menu editor of the back office (issue 53; docs/decisions/100-the-menu-editor.md).
--
-- Versions: every row the editor saves carries a version; a save names the version it read and
-- the update matches it (`... AND version = $n`), so the second of two concurrent saves changes
-- nothing and answers 409 stale_edit.
ALTER TABLE categories ADD COLUMN version integer NOT NULL DEFAULT 1;
--> statement-breakpoint
ALTER TABLE products ADD COLUMN version integer NOT NULL DEFAULT 1;
--> statement-breakpoint
ALTER TABLE option_groups ADD COLUMN version integer NOT NULL DEFAULT 1;
--> statement-breakpoint
ALTER TABLE option_groups ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
--> statement-breakpoint
-- Option groups belong to the venue and are shared by products through product_option_groups.
-- product_id now only says which product a venue file defined the group inline under (its key is
-- unique within that product, as before); a group made in the editor or listed at the catalogue's
-- level has none, and its key is unique within the venue. Ids are kept, so carts and orders that
-- name a group still resolve.
ALTER TABLE option_groups ALTER COLUMN product_id DROP NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX option_groups_shared_key ON option_groups (instance_id, key) WHERE product_id IS NULL;
--> statement-breakpoint
CREATE TABLE product_option_groups (
  instance_id integer NOT NULL REFERENCES instances (id) ON DELETE CASCADE,
  product_id integer NOT NULL,
  option_group_id integer NOT NULL,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (product_id, option_group_id),
  CONSTRAINT product_option_groups_product FOREIGN KEY (instance_id, product_id)
    REFERENCES products (instance_id, id) ON DELETE CASCADE,
  CONSTRAINT product_option_groups_group FOREIGN KEY (instance_id, option_group_id)
    REFERENCES option_groups (instance_id, id) ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX product_option_groups_group ON product_option_groups (instance_id, option_group_id);
--> statement-breakpoint
INSERT INTO product_option_groups (instance_id, product_id, option_group_id, position)
  SELECT instance_id, product_id, id, position FROM option_groups WHERE product_id IS NOT NULL;
--> statement-breakpoint
-- A product's price at one branch, for one service, or for one service at one branch; the most
-- specific row wins and products.price_minor is the price everywhere else (domain priceFor).
CREATE TABLE product_prices (
  id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  instance_id integer NOT NULL REFERENCES instances (id) ON DELETE CASCADE,
  product_id integer NOT NULL,
  supplier_id integer,
  service text CHECK (service IN ('on_table', 'delivery', 'take_away')),
  price_minor integer NOT NULL CHECK (price_minor >= 0 AND price_minor <= 1000000000),
  CONSTRAINT product_prices_scoped CHECK (supplier_id IS NOT NULL OR service IS NOT NULL),
  CONSTRAINT product_prices_product FOREIGN KEY (instance_id, product_id)
    REFERENCES products (instance_id, id) ON DELETE CASCADE,
  CONSTRAINT product_prices_supplier FOREIGN KEY (instance_id, supplier_id)
    REFERENCES suppliers (instance_id, id) ON DELETE CASCADE
);
--> statement-breakpoint
CREATE UNIQUE INDEX product_prices_one ON product_prices (product_id, coalesce(supplier_id, 0), coalesce(service, ''));
--> statement-breakpoint
CREATE INDEX product_prices_instance ON product_prices (instance_id, product_id);
