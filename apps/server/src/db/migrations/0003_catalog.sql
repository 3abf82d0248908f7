-- The catalogue (spec §3 Product, Banner; §5 stock, options, age). Every row names its venue, and
-- child rows reference their parent through (instance_id, parent_id), so a row can never point at
-- another venue's row. `key` is the identity an import file gives a row: unique per venue, and a
-- re-import updates the row in place. `imported_at` is the transaction time of the last import that
-- named the row; rows an import no longer names are deactivated (products, categories, banners,
-- branch availability) or deleted (option groups and options, which orders keep as snapshots).
CREATE UNIQUE INDEX suppliers_instance_id ON suppliers (instance_id, id);
--> statement-breakpoint
CREATE TABLE categories (
  id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  instance_id integer NOT NULL REFERENCES instances (id) ON DELETE CASCADE,
  key text NOT NULL,
  -- null = a main category (spec §2 /maincategories), else a sub category of that parent.
  parent_id integer,
  name jsonb NOT NULL,
  image text,
  position integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  imported_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT categories_instance_key UNIQUE (instance_id, key),
  CONSTRAINT categories_instance_id UNIQUE (instance_id, id),
  CONSTRAINT categories_parent FOREIGN KEY (instance_id, parent_id) REFERENCES categories (instance_id, id),
  CONSTRAINT categories_not_own_parent CHECK (parent_id IS NULL OR parent_id <> id)
);
--> statement-breakpoint
CREATE TABLE products (
  id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  instance_id integer NOT NULL REFERENCES instances (id) ON DELETE CASCADE,
  key text NOT NULL,
  category_id integer NOT NULL,
  name jsonb NOT NULL,
  description jsonb,
  label text,
  -- Money in minor units of the venue's currency (architecture §5).
  price_minor integer NOT NULL CHECK (price_minor >= 0),
  promo_price_minor integer CHECK (promo_price_minor >= 0),
  image text,
  important boolean NOT NULL DEFAULT false,
  is_alcoholic boolean NOT NULL DEFAULT false,
  is_new boolean NOT NULL DEFAULT false,
  is_promo boolean NOT NULL DEFAULT false,
  services jsonb NOT NULL DEFAULT '["on_table", "delivery", "take_away"]',
  availability jsonb NOT NULL DEFAULT '[]',
  allergens jsonb NOT NULL DEFAULT '{"contains": [], "may_contain": []}',
  dietary jsonb NOT NULL DEFAULT '[]',
  position integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  imported_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT products_instance_key UNIQUE (instance_id, key),
  CONSTRAINT products_instance_id UNIQUE (instance_id, id),
  CONSTRAINT products_category FOREIGN KEY (instance_id, category_id) REFERENCES categories (instance_id, id)
);
--> statement-breakpoint
CREATE INDEX products_category ON products (instance_id, category_id);
--> statement-breakpoint
-- Which branch sells which product, with its stock (null = unlimited). Stock is taken with
-- `UPDATE ... SET stock = stock - n WHERE stock >= n`; the CHECK makes overselling impossible even
-- for a write that forgets the condition.
CREATE TABLE supplier_products (
  instance_id integer NOT NULL REFERENCES instances (id) ON DELETE CASCADE,
  supplier_id integer NOT NULL,
  product_id integer NOT NULL,
  stock integer CHECK (stock >= 0),
  active boolean NOT NULL DEFAULT true,
  imported_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (supplier_id, product_id),
  CONSTRAINT supplier_products_supplier FOREIGN KEY (instance_id, supplier_id)
    REFERENCES suppliers (instance_id, id) ON DELETE CASCADE,
  CONSTRAINT supplier_products_product FOREIGN KEY (instance_id, product_id)
    REFERENCES products (instance_id, id) ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX supplier_products_product ON supplier_products (instance_id, product_id);
--> statement-breakpoint
CREATE TABLE option_groups (
  id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  instance_id integer NOT NULL REFERENCES instances (id) ON DELETE CASCADE,
  product_id integer NOT NULL,
  key text NOT NULL,
  name jsonb NOT NULL,
  min_count integer NOT NULL DEFAULT 0 CHECK (min_count >= 0),
  max_count integer NOT NULL DEFAULT 1 CHECK (max_count >= 1),
  required boolean NOT NULL DEFAULT false,
  position integer NOT NULL DEFAULT 0,
  imported_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT option_groups_product_key UNIQUE (product_id, key),
  CONSTRAINT option_groups_instance_id UNIQUE (instance_id, id),
  CONSTRAINT option_groups_min_max CHECK (min_count <= max_count),
  CONSTRAINT option_groups_product FOREIGN KEY (instance_id, product_id)
    REFERENCES products (instance_id, id) ON DELETE CASCADE
);
--> statement-breakpoint
CREATE TABLE options (
  id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  instance_id integer NOT NULL REFERENCES instances (id) ON DELETE CASCADE,
  option_group_id integer NOT NULL,
  key text NOT NULL,
  name jsonb NOT NULL,
  price_minor integer NOT NULL DEFAULT 0 CHECK (price_minor >= 0),
  allergens jsonb NOT NULL DEFAULT '{"contains": [], "may_contain": []}',
  available boolean NOT NULL DEFAULT true,
  position integer NOT NULL DEFAULT 0,
  imported_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT options_group_key UNIQUE (option_group_id, key),
  CONSTRAINT options_group FOREIGN KEY (instance_id, option_group_id)
    REFERENCES option_groups (instance_id, id) ON DELETE CASCADE
);
--> statement-breakpoint
-- Banners and pop-ups (spec §3 Banner). The HTML columns hold sanitized HTML only.
CREATE TABLE banners (
  id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  instance_id integer NOT NULL REFERENCES instances (id) ON DELETE CASCADE,
  key text NOT NULL,
  layout_type text NOT NULL CHECK (layout_type IN ('carousel', 'grid', 'popup', 'home')),
  image text,
  title jsonb,
  -- spec §3 Banner url: { tipe, param, target }.
  url jsonb,
  content_popup text,
  content_home text,
  -- false = shown only by the branches listed in banner_suppliers.
  all_suppliers boolean NOT NULL DEFAULT true,
  position integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  imported_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT banners_instance_key UNIQUE (instance_id, key),
  CONSTRAINT banners_instance_id UNIQUE (instance_id, id)
);
--> statement-breakpoint
CREATE TABLE banner_suppliers (
  instance_id integer NOT NULL REFERENCES instances (id) ON DELETE CASCADE,
  banner_id integer NOT NULL,
  supplier_id integer NOT NULL,
  PRIMARY KEY (banner_id, supplier_id),
  CONSTRAINT banner_suppliers_banner FOREIGN KEY (instance_id, banner_id)
    REFERENCES banners (instance_id, id) ON DELETE CASCADE,
  CONSTRAINT banner_suppliers_supplier FOREIGN KEY (instance_id, supplier_id)
    REFERENCES suppliers (instance_id, id) ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX banner_suppliers_supplier ON banner_suppliers (instance_id, supplier_id);
