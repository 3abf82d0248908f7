import pg from 'pg';

// The cost curve's data (bench/cost-curve.ts), grown in bulk SQL in the real tables, never through
// the HTTP API: venues copied from La Brasa's rows (so every NOT NULL column, CHECK and JSON shape
// the server reads is a real one), three branches each copied from Chapinero with its hours,
// delivery and booking settings and zones, ten categories and 100 products sold at the three
// branches; orders over the past 365 days (yesterday back) with two lines each and, unless
// canceled, a paid payment. A tenth of the orders go to the measured branch (La Brasa's
// Chapinero: a busy branch with a year of history, ~275 orders a day at 1,000,000 orders), the rest
// round the branches of every venue. Growth is cumulative: a step adds what the one before lacks.

export const TEMPLATE_VENUE = 'la-brasa';
export const MEASURED_BRANCH = 'chapinero';
/** The prefix of the generated venues' slugs (the demo venues keep theirs). */
const GENERATED = 'cc-venue-';
/** Tables of one branch's settings copied from Chapinero to every generated branch. */
const BRANCH_TABLES = [
  'opening_hours',
  'delivery_settings',
  'delivery_zones',
  'booking_settings',
  'booking_zones',
];
const CATEGORIES = 10;
export const PRODUCTS = 100;
export const BRANCHES = 3;
/** Orders per INSERT statement. */
const BATCH = 100_000;

export interface Templates {
  venueId: number;
  branchId: number;
  categoryId: number;
  productId: number;
  timezone: string;
}

export class CostCurveData {
  private readonly client: pg.Client;
  readonly templates: Templates;

  private constructor(client: pg.Client, templates: Templates) {
    this.client = client;
    this.templates = templates;
  }

  static async open(databaseUrl: string): Promise<CostCurveData> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    // a bench's bulk load: losing the last commits in a crash does not matter here
    await client.query('set synchronous_commit = off');
    const one = async <T>(text: string, values: unknown[]): Promise<T> => {
      const { rows } = await client.query(text, values);
      if (!rows[0]) throw new Error(`cost curve: no template row for ${text} ${JSON.stringify(values)}`);
      return rows[0] as T;
    };
    const venue = await one<{ id: number; timezone: string }>(
      'select id, timezone from instances where slug = $1',
      [TEMPLATE_VENUE],
    );
    const branch = await one<{ id: number }>(
      'select id from suppliers where instance_id = $1 and slug = $2',
      [venue.id, MEASURED_BRANCH],
    );
    const category = await one<{ id: number }>(
      'select id from categories where instance_id = $1 and parent_id is null order by position, id limit 1',
      [venue.id],
    );
    const product = await one<{ id: number }>(
      'select id from products where instance_id = $1 order by position, id limit 1',
      [venue.id],
    );
    return new CostCurveData(client, {
      venueId: venue.id,
      branchId: branch.id,
      categoryId: category.id,
      productId: product.id,
      timezone: venue.timezone,
    });
  }

  async close(): Promise<void> {
    await this.client.end();
  }

  async counts(): Promise<{ venues: number; orders: number; branchOrders: number }> {
    const { rows } = await this.client.query(
      `select (select count(*) from instances)::int as venues,
        (select count(*) from purchases where bck_purchase_id like 'cc%')::int as orders,
        (select count(*) from purchases where supplier_id = $1)::int as "branchOrders"`,
      [this.templates.branchId],
    );
    return rows[0] as { venues: number; orders: number; branchOrders: number };
  }

  /** Yesterday in the measured venue's time zone (the last day with stored orders), YYYY-MM-DD. */
  async yesterday(): Promise<string> {
    const { rows } = await this.client.query('select ((now() at time zone $1)::date - 1)::text as day', [
      this.templates.timezone,
    ]);
    return (rows[0] as { day: string }).day;
  }

  /** The table's columns an INSERT … SELECT copies (every one but `id` and generated ones). */
  private async columns(table: string): Promise<string[]> {
    const { rows } = await this.client.query(
      `select column_name from information_schema.columns
        where table_schema = 'public' and table_name = $1 and column_name <> 'id'
          and is_identity = 'NO' and is_generated = 'NEVER'
        order by ordinal_position`,
      [table],
    );
    return rows.map((row: { column_name: string }) => row.column_name);
  }

  /** INSERT INTO table (every column) SELECT each column from the template row `t`, or its override. */
  private async copy(table: string, overrides: Record<string, string>, from: string, values: unknown[]) {
    const columns = await this.columns(table);
    for (const column of Object.keys(overrides))
      if (!columns.includes(column)) throw new Error(`cost curve: ${table} has no column ${column}`);
    const select = columns.map((column) => overrides[column] ?? `t.${column}`);
    const result = await this.client.query(
      `insert into ${table} (${columns.join(', ')}) select ${select.join(', ')} ${from}`,
      values,
    );
    return result.rowCount ?? 0;
  }

  /** Adds generated venues until `total` venues exist (the six demo venues count). */
  async growVenues(total: number): Promise<void> {
    const { venues } = await this.counts();
    if (total <= venues) return;
    const { rows } = await this.client.query('select coalesce(max(id), 0)::int as id from instances');
    const after = (rows[0] as { id: number }).id;
    const first = venues - 5; // the generated venues are numbered 1.. after the six demo venues
    const t = this.templates;
    await this.client.query('begin');
    try {
      await this.copy(
        'instances',
        {
          slug: `'${GENERATED}' || lpad(g::text, 4, '0')`,
          name: `'Cost curve venue ' || g`,
          version: '1',
          created_at: 'now()',
          updated_at: 'now()',
        },
        'from instances t cross join generate_series($1::int, $2::int) g where t.id = $3',
        [first, first + total - venues - 1, t.venueId],
      );
      const newVenues = `(select id from instances where id > ${after}) i`;
      await this.copy(
        'suppliers',
        {
          instance_id: 'i.id',
          slug: `'branch-' || b`,
          label: `'Branch ' || b`,
          position: 'b',
          version: '1',
          created_at: 'now()',
          updated_at: 'now()',
        },
        `from suppliers t cross join ${newVenues} cross join generate_series(1, ${BRANCHES}) b where t.id = $1`,
        [t.branchId],
      );
      await this.copy(
        'categories',
        {
          instance_id: 'i.id',
          key: `'cat-' || c`,
          parent_id: 'null',
          name: `jsonb_build_object('es', 'Categoría ' || c, 'en', 'Category ' || c)`,
          image: 'null',
          position: 'c',
          version: '1',
        },
        `from categories t cross join ${newVenues} cross join generate_series(1, ${CATEGORIES}) c where t.id = $1`,
        [t.categoryId],
      );
      await this.copy(
        'products',
        {
          instance_id: 'i.id',
          key: `'product-' || p`,
          category_id: 'c.id',
          name: `jsonb_build_object('es', 'Producto ' || p, 'en', 'Product ' || p)`,
          description: 'null',
          price_minor: '5000 + p * 100',
          promo_price_minor: 'null',
          image: 'null',
          images: `'[]'::jsonb`,
          position: 'p',
          version: '1',
        },
        `from products t cross join ${newVenues} cross join generate_series(1, ${PRODUCTS}) p
          join categories c on c.instance_id = i.id and c.key = 'cat-' || (1 + (p - 1) % ${CATEGORIES})
          where t.id = $1`,
        [t.productId],
      );
      await this.client.query(
        `insert into supplier_products (instance_id, supplier_id, product_id, stock)
          select s.instance_id, s.id, p.id, case when p.position % 4 = 0 then 50 end
          from suppliers s join products p on p.instance_id = s.instance_id
          where s.instance_id > $1`,
        [after],
      );
      for (const table of BRANCH_TABLES)
        await this.copy(
          table,
          { instance_id: 's.instance_id', supplier_id: 's.id' },
          `from ${table} t cross join (select id, instance_id from suppliers where instance_id > ${after}) s
            where t.supplier_id = $1`,
          [t.branchId],
        );
      await this.client.query('commit');
    } catch (error) {
      await this.client.query('rollback');
      throw error;
    }
    // a production database's autovacuum would have done this by now (not during the measures)
    await this.client.query(
      'vacuum (analyze) instances, suppliers, categories, products, supplier_products, opening_hours, delivery_settings, delivery_zones, booking_settings, booking_zones',
    );
  }

  /** Writes the bulk load's dirty pages out now: the checkpoint that follows a load of millions of
   * rows otherwise spreads its writes over the next minutes, the measures' minutes. */
  async checkpoint(): Promise<void> {
    await this.client.query('checkpoint');
  }

  /** Adds stored orders until `total` generated orders exist, `log` told after each batch. */
  async growOrders(total: number, log: (line: string) => void): Promise<void> {
    const { orders } = await this.counts();
    if (total <= orders) return;
    // every branch of every venue present, numbered; with the first two products of its venue
    await this.client.query('drop table if exists cc_branches');
    await this.client.query(
      `create temp table cc_branches as
        select (row_number() over (order by s.id) - 1)::int as n, s.id as supplier_id, s.instance_id,
          i.currency, i.timezone, p.keys, p.names, p.prices
        from suppliers s join instances i on i.id = s.instance_id
          cross join lateral (
            select array_agg(key order by position, id) as keys, array_agg(name::json order by position, id) as names,
              array_agg(price_minor order by position, id) as prices
            from (select key, name, price_minor, position, id from products
              where instance_id = s.instance_id and active order by position, id limit 2) first_two
          ) p
        where p.keys is not null and array_length(p.keys, 1) = 2`,
    );
    await this.client.query('create unique index on cc_branches (n)');
    const { rows } = await this.client.query(
      'select count(*)::int as branches, (select n from cc_branches where supplier_id = $1) as measured from cc_branches',
      [this.templates.branchId],
    );
    const { branches, measured } = rows[0] as { branches: number; measured: number | null };
    if (measured === null) throw new Error('cost curve: the measured branch has fewer than two products');
    for (let from = orders + 1; from <= total; from += BATCH) {
      const to = Math.min(total, from + BATCH - 1);
      const started = performance.now();
      await this.client.query(
        `with src as materialized (
          select g, gen_random_uuid() as id, b.instance_id, b.supplier_id, b.currency, b.keys, b.names,
            b.prices, 1 + (g / 10) % 2 as qty,
            case when (g / 10 / 365) % 20 = 7 then 'canceled' else 'delivered' end as status,
            (((now() at time zone b.timezone)::date - (1 + (g / 10) % 365))::timestamp
              + interval '11 hours' + ((g * 37) % 660) * interval '1 minute') at time zone b.timezone as at
          from generate_series($1::int, $2::int) g
            join cc_branches b on b.n = case when g % 10 = 0 then $3::int else g % $4::int end
        ), totals as materialized (
          select src.*, (prices[1] + prices[2]) * qty as total from src
        ), purchases_in as (
          insert into purchases (id, instance_id, supplier_id, bck_purchase_id, service, status, currency,
            subtotal, total, paid_amount, details, created_at, updated_at, closed_at)
          select id, instance_id, supplier_id, 'cc' || g, 'take_away', status, currency, total, total,
            case when status = 'delivered' then total else 0 end,
            jsonb_build_object('pickup', 'asap', 'payment_method', 'cash', 'coupon', null, 'address', null,
              'tip_amount', 0, 'contact', jsonb_build_object('name', 'Cliente ' || g, 'phone_code', '+57',
                'phone', (3000000000 + g)::text, 'email', null, 'dni', null),
              'status_history', jsonb_build_array(jsonb_build_object('at', at, 'status', 'on_hold'),
                jsonb_build_object('at', at + interval '40 minutes', 'status', status))),
            at, at + interval '40 minutes', at + interval '40 minutes'
          from totals
        ), items_in as (
          insert into purchase_items (instance_id, purchase_id, product_id, name, unit_price, count, state,
            created_at, updated_at)
          select instance_id, id, keys[k], names[k], prices[k], qty,
            case when status = 'delivered' then 'delivered' else 'removed' end, at, at + interval '40 minutes'
          from totals cross join generate_series(1, 2) k
        ), payments_in as (
          insert into payments (instance_id, purchase_id, provider, method, status, amount, tip, currency,
            created_at, updated_at, paid_at, settled_by)
          select instance_id, id, 'manual', case when g % 3 = 0 then 'card_reader' else 'cash' end, 'paid',
            total, 0, currency, at,
            at + interval '35 minutes', at + interval '35 minutes', 'staff'
          from totals where status = 'delivered'
        )
        select count(*) from totals`,
        [from, to, measured, branches],
      );
      log(
        `    orders ${from.toLocaleString('en-US')}–${to.toLocaleString('en-US')} stored in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    const started = performance.now();
    // autovacuum's work on a production database, done now rather than during the measures
    await this.client.query('vacuum (analyze) purchases, purchase_items, payments');
    log(`    vacuum and statistics in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}
