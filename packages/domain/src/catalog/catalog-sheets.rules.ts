import type { z } from 'zod';
import { currencyFractionDigits } from '../money/money.ts';
import {
  type CatalogImport,
  type CategoryImport,
  catalogServiceSchema,
  categoryImportSchema,
  optionGroupImportSchema,
  optionImportSchema,
  type ProductImport,
  productImportSchema,
} from './catalog.schema.ts';
import { escapeSpreadsheetCell, unescapeSpreadsheetCell } from './spreadsheet-cell.rules.ts';

// The catalogue as an item library of rows (docs/back-office.md#import-and-export, ADR 104): the
// sheets of an XLSX workbook, or the rows of one CSV file told apart by its `record` column. One
// row per category, product, option group and option; a product's branches are two columns per
// branch, as Square's item library has them ("Enabled [Location]"). Every cell is text here; the
// server's file layer only reads and writes CSV and XLSX. A new field of the catalogue is one
// entry in `columns` plus its line in `productRow` / `productOf`.

export const catalogSheets = ['categories', 'products', 'option_groups', 'options'] as const;
export type CatalogSheet = (typeof catalogSheets)[number];

const langs = ['es', 'en', 'pt'] as const;
const localizedColumns = (base: string) => langs.map((lang) => `${base}_${lang}`);

const columns: Readonly<Record<CatalogSheet, readonly string[]>> = {
  categories: ['key', 'parent', ...localizedColumns('name'), 'image'],
  products: [
    'key',
    'category',
    ...localizedColumns('name'),
    ...localizedColumns('description'),
    'label',
    'price',
    'promo_price',
    'image',
    'images',
    'important',
    'is_alcoholic',
    'is_new',
    'is_promo',
    'services',
    'availability',
    'allergens',
    'may_contain',
    'dietary',
    'shared_option_groups',
    'prices',
    'station',
    'course',
  ],
  option_groups: ['product', 'key', ...localizedColumns('name'), 'min', 'max', 'required'],
  options: [
    'product',
    'group',
    'key',
    ...localizedColumns('name'),
    'price',
    'allergens',
    'may_contain',
    'available',
  ],
};

const soldAtColumn = (slug: string) => `sold_at [${slug}]`;
const stockColumn = (slug: string) => `stock [${slug}]`;
const soldAtPattern = /^sold_at \[(.+)\]$/;

/** The columns of a sheet, the products' per-branch columns after the others. */
export function sheetColumns(sheet: CatalogSheet, branchSlugs: readonly string[]): string[] {
  const branchColumns =
    sheet === 'products' ? branchSlugs.flatMap((slug) => [soldAtColumn(slug), stockColumn(slug)]) : [];
  return [...columns[sheet], ...branchColumns];
}

/** The one CSV file's columns: `record` (which sheet a row belongs to), then every sheet's columns
 * once, in the order they first appear. */
export function csvColumns(branchSlugs: readonly string[]): string[] {
  return ['record', ...new Set(catalogSheets.flatMap((sheet) => sheetColumns(sheet, branchSlugs)))];
}

/** A header cell as the importer reads it: case, spaces and `sold_at[x]` spellings forgiven. */
export function normalizeColumn(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/\s*\[\s*/, ' [')
    .replace(/\s*\]$/, ']');
}

export type SheetRow = Record<string, string>;
export type CatalogSheets = Record<CatalogSheet, SheetRow[]>;

// ---- export ----

const yesNo = (value: boolean) => (value ? 'yes' : 'no');
const list = (values: readonly string[]) => values.join(', ');

/** Minor units as the venue writes its prices, with its currency's decimals and a dot: 12.50, 12000. */
export function formatSheetAmount(minor: number, currency: string): string {
  const digits = currencyFractionDigits(currency);
  return digits === 0 ? String(minor) : (minor / 10 ** digits).toFixed(digits);
}

function localizedCells(base: string, text: { es: string; en?: string; pt?: string } | undefined) {
  return Object.fromEntries(langs.map((lang) => [`${base}_${lang}`, text?.[lang] ?? '']));
}

function availabilityCell(windows: ProductImport['availability']): string {
  return windows.map((w) => `${w.days.join(',')} ${w.from}-${w.to}`).join('; ');
}

/** A product's prices per branch and service: `chapinero=12.50; delivery=13.00; usaquen/on_table=11.00`. */
function pricesCell(prices: NonNullable<ProductImport['prices']>, currency: string): string {
  return prices
    .map((p) => `${[p.branch, p.service].filter(Boolean).join('/')}=${formatSheetAmount(p.price, currency)}`)
    .join('; ');
}

function productRow(p: ProductImport, currency: string, branchSlugs: readonly string[]): SheetRow {
  const row: SheetRow = {
    key: p.key,
    category: p.category,
    ...localizedCells('name', p.name),
    ...localizedCells('description', p.description),
    label: p.label ?? '',
    price: formatSheetAmount(p.price, currency),
    promo_price: p.promo_price === null ? '' : formatSheetAmount(p.promo_price, currency),
    image: p.image ?? '',
    images: p.images.join(' | '),
    important: yesNo(p.important),
    is_alcoholic: yesNo(p.is_alcoholic),
    is_new: yesNo(p.is_new),
    is_promo: yesNo(p.is_promo),
    services: list(p.services),
    availability: availabilityCell(p.availability),
    allergens: list(p.allergens.contains),
    may_contain: list(p.allergens.may_contain),
    dietary: list(p.dietary),
    shared_option_groups: list(p.shared_option_groups ?? []),
    prices: pricesCell(p.prices ?? [], currency),
    station: p.station ?? '',
    course: p.course ?? '',
  };
  for (const slug of branchSlugs) {
    const branch = p.branches ? p.branches[slug] : { stock: null };
    row[soldAtColumn(slug)] = yesNo(branch !== undefined);
    row[stockColumn(slug)] = branch?.stock == null ? '' : String(branch.stock);
  }
  return row;
}

function escaped(row: SheetRow): SheetRow {
  return Object.fromEntries(
    Object.entries(row).map(([column, text]) => [column, escapeSpreadsheetCell(text)]),
  );
}

/** The catalogue's rows per sheet, every cell escaped against formula injection. */
export function catalogToSheets(
  catalog: CatalogImport,
  currency: string,
  branchSlugs: readonly string[],
): CatalogSheets {
  const categories: SheetRow[] = [];
  const visit = (list: CategoryImport[], parent: string) => {
    for (const c of list) {
      categories.push({ key: c.key, parent, ...localizedCells('name', c.name), image: c.image ?? '' });
      visit(c.children, c.key);
    }
  };
  visit(catalog.categories, '');
  const products = catalog.products.map((p) => productRow(p, currency, branchSlugs));
  // Shared groups (the catalogue's own) first, with an empty `product`; then each product's.
  const owned = [
    ...(catalog.option_groups ?? []).map((group) => ({ product: '', group })),
    ...catalog.products.flatMap((p) => p.option_groups.map((group) => ({ product: p.key, group }))),
  ];
  const groups = owned.map(({ product, group: g }) => ({
    product,
    key: g.key,
    ...localizedCells('name', g.name),
    min: String(g.min),
    max: String(g.max),
    required: yesNo(g.required),
  }));
  const options = owned.flatMap(({ product, group: g }) =>
    g.options.map((o) => ({
      product,
      group: g.key,
      key: o.key,
      ...localizedCells('name', o.name),
      price: formatSheetAmount(o.price, currency),
      allergens: list(o.allergens.contains),
      may_contain: list(o.allergens.may_contain),
      available: yesNo(o.available),
    })),
  );
  return {
    categories: categories.map(escaped),
    products: products.map(escaped),
    option_groups: groups.map(escaped),
    options: options.map(escaped),
  };
}

// ---- import ----

/** What is wrong with one cell (or row), worded by its key (errors/messages). */
export type SheetIssueKey =
  | 'import_cell_required'
  | 'import_cell_amount'
  | 'import_cell_whole_number'
  | 'import_cell_yes_no'
  | 'import_cell_choice'
  | 'import_cell_too_long'
  | 'import_cell_key'
  | 'import_cell_hours'
  | 'import_cell_invalid'
  | 'import_key_duplicate'
  | 'import_reference_unknown'
  | 'import_group_empty'
  | 'import_too_many'
  | 'import_image_reference'
  | 'import_cell_prices';

export interface SheetIssue {
  sheet: CatalogSheet | null;
  /** The row as a spreadsheet numbers it (the header is row 1); null for the file as a whole. */
  row: number | null;
  column: string | null;
  key: SheetIssueKey;
  params: Record<string, string | number>;
}

/** One row read from a file: its sheet, its spreadsheet row number and its cells by column. */
export interface ReadRow {
  sheet: CatalogSheet;
  row: number;
  cells: SheetRow;
}

/** A price as a venue types it, in major units with at most its currency's decimals (dot or
 * comma, no thousands separators), as minor units; null when it is not such an amount. */
export function parseSheetAmount(text: string, currency: string): number | null {
  const match = /^(\d{1,10})(?:[.,](\d+))?$/.exec(text.trim());
  if (!match) return null;
  const digits = currencyFractionDigits(currency);
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  const minor = Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return minor <= 1_000_000_000 ? minor : null;
}

const amountColumns = new Set(['price', 'promo_price']);

/** The column a zod issue's path names, in the sheets' words. */
function columnOfPath(path: readonly PropertyKey[]): string {
  const [first, second] = path.map(String);
  if (first === 'name' || first === 'description') return `${first}_${second ?? 'es'}`;
  if (first === 'allergens') return second === 'may_contain' ? 'may_contain' : 'allergens';
  if (first === 'branches' && second) return stockColumn(second);
  return first ?? '';
}

/** A zod issue as a sheet issue's key and params (the column decides a price's wording). */
export function issueOfZod(issue: z.core.$ZodIssue, column: string): Pick<SheetIssue, 'key' | 'params'> {
  const params = { column };
  if (amountColumns.has(column)) return { key: 'import_cell_amount', params };
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) {
    return { key: 'import_cell_required', params };
  }
  if (issue.code === 'too_small' && issue.origin === 'string') return { key: 'import_cell_required', params };
  if (issue.code === 'too_big' && issue.origin === 'string') {
    return { key: 'import_cell_too_long', params: { column, max: Number(issue.maximum) } };
  }
  if (issue.code === 'too_big' && issue.origin === 'array') {
    return { key: 'import_too_many', params: { column, max: Number(issue.maximum) } };
  }
  if (issue.code === 'invalid_value') return { key: 'import_cell_choice', params };
  if (issue.code === 'invalid_format') return { key: 'import_cell_key', params };
  return { key: 'import_cell_invalid', params };
}

type Cells = { sheet: CatalogSheet; row: number; cells: SheetRow; issues: SheetIssue[] };

function flag(at: Cells, column: string, key: SheetIssueKey, params: Record<string, string | number> = {}) {
  at.issues.push({ sheet: at.sheet, row: at.row, column, key, params: { column, ...params } });
}

function text(at: Cells, column: string): string | undefined {
  const raw = at.cells[column];
  if (raw === undefined) return undefined;
  const value = unescapeSpreadsheetCell(raw);
  return value === '' ? undefined : value;
}

function word(at: Cells, column: string): string | undefined {
  return text(at, column)?.trim() || undefined;
}

function localized(at: Cells, base: string) {
  const es = text(at, `${base}_es`);
  const en = text(at, `${base}_en`);
  const pt = text(at, `${base}_pt`);
  if (es === undefined && en === undefined && pt === undefined) return undefined;
  return { es: es ?? '', ...(en === undefined ? {} : { en }), ...(pt === undefined ? {} : { pt }) };
}

const yes = new Set(['yes', 'y', 'true', '1', 'sí', 'si', 'sim', 'x']);
const no = new Set(['no', 'n', 'false', '0', 'não', 'nao']);

function bool(at: Cells, column: string): boolean | undefined {
  const value = word(at, column)?.toLowerCase();
  if (value === undefined) return undefined;
  if (yes.has(value)) return true;
  if (no.has(value)) return false;
  flag(at, column, 'import_cell_yes_no');
  return undefined;
}

/** A cell of photo refs, separated by `|` or spaces (a URL may hold a comma). */
function photoRefs(at: Cells, column: string): string[] | undefined {
  return word(at, column)
    ?.split(/[|\s]+/)
    .filter(Boolean);
}

function words(at: Cells, column: string): string[] | undefined {
  const value = word(at, column);
  if (value === undefined) return undefined;
  return value
    .split(/[,|;]/)
    .map((part) => part.trim())
    .filter(Boolean);
}

function amount(at: Cells, column: string, currency: string): number | null | undefined {
  const value = word(at, column);
  if (value === undefined) return undefined;
  const minor = parseSheetAmount(value, currency);
  if (minor === null) flag(at, column, 'import_cell_amount');
  return minor;
}

function wholeNumber(at: Cells, column: string): number | undefined {
  const value = word(at, column);
  if (value === undefined) return undefined;
  if (/^\d{1,9}$/.test(value)) return Number(value);
  flag(at, column, 'import_cell_whole_number');
  return undefined;
}

const windowPattern = /^([0-6](?:\s*,\s*[0-6])*)\s+(\d{2}:\d{2})\s*-\s*(\d{2}:\d{2})$/;

function availability(at: Cells): ProductImport['availability'] | undefined {
  const value = word(at, 'availability');
  if (value === undefined) return undefined;
  const windows: ProductImport['availability'] = [];
  for (const part of value
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = windowPattern.exec(part);
    if (!match) {
      flag(at, 'availability', 'import_cell_hours');
      return undefined;
    }
    windows.push({ days: match[1]!.split(',').map((d) => Number(d.trim())), from: match[2]!, to: match[3]! });
  }
  return windows;
}

const services: readonly string[] = catalogServiceSchema.options;

/** The `prices` cell read back: each `scope=amount`, the scope a branch, a service or `branch/service`
 * (a bare word that names a service is the service). */
function prices(at: Cells, currency: string): ProductImport['prices'] | undefined {
  const value = word(at, 'prices');
  if (value === undefined) return undefined;
  const out: NonNullable<ProductImport['prices']> = [];
  for (const part of value
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^([^=/\s]+)(?:\s*\/\s*([^=\s]+))?\s*=\s*(.+)$/.exec(part);
    const price = match ? parseSheetAmount(match[3]!, currency) : null;
    if (!match || price === null) {
      flag(at, 'prices', 'import_cell_prices');
      return undefined;
    }
    const [first, second] = [match[1]!, match[2]];
    const service = second ?? (services.includes(first) ? first : null);
    const branch = second !== undefined || !services.includes(first) ? first : null;
    out.push({ branch, service: service as NonNullable<ProductImport['prices']>[number]['service'], price });
  }
  return out;
}

function allergenInfo(at: Cells) {
  const contains = words(at, 'allergens');
  const mayContain = words(at, 'may_contain');
  if (contains === undefined && mayContain === undefined) return undefined;
  return { contains: contains ?? [], may_contain: mayContain ?? [] };
}

/** Drops the keys whose value is undefined, so the schema's defaults apply. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** Checks one row's object with its schema, flagging each problem on its column; the parsed value
 * or null. Cells already flagged are not flagged twice. */
function checked<S extends z.ZodType>(at: Cells, schema: S, value: unknown): z.infer<S> | null {
  // This row's flags are the last ones of the list (rows are read one after another).
  const already = new Set<string | null>();
  for (let i = at.issues.length - 1; i >= 0; i--) {
    const issue = at.issues[i]!;
    if (issue.row !== at.row || issue.sheet !== at.sheet) break;
    already.add(issue.column);
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return already.size > 0 ? null : parsed.data;
  for (const issue of parsed.error.issues) {
    const column = columnOfPath(issue.path);
    if (already.has(column)) continue;
    already.add(column);
    at.issues.push({ sheet: at.sheet, row: at.row, column, ...issueOfZod(issue, column) });
  }
  return null;
}

function productOf(at: Cells, currency: string, branchSlugs: readonly string[] | null): unknown {
  let branches: Record<string, { stock: number | null }> | undefined;
  if (branchSlugs !== null) {
    branches = {};
    for (const slug of branchSlugs) {
      if (bool(at, soldAtColumn(slug)) !== true) continue;
      branches[slug] = { stock: wholeNumber(at, stockColumn(slug)) ?? null };
    }
  }
  return defined({
    key: word(at, 'key'),
    category: word(at, 'category'),
    name: localized(at, 'name'),
    description: localized(at, 'description'),
    label: text(at, 'label') ?? null,
    price: amount(at, 'price', currency),
    promo_price: amount(at, 'promo_price', currency) ?? null,
    image: word(at, 'image') ?? null,
    images: photoRefs(at, 'images'),
    important: bool(at, 'important'),
    is_alcoholic: bool(at, 'is_alcoholic'),
    is_new: bool(at, 'is_new'),
    is_promo: bool(at, 'is_promo'),
    services: words(at, 'services'),
    availability: availability(at),
    allergens: allergenInfo(at),
    dietary: words(at, 'dietary'),
    shared_option_groups: words(at, 'shared_option_groups'),
    prices: prices(at, currency),
    station: word(at, 'station') ?? null,
    course: word(at, 'course') ?? null,
    branches,
  });
}

/** Where each part of the built catalogue came from, by the path the venue import's checks name
 * (`catalog.products.3`, `catalog.categories.0.children.2`, …). */
export type SheetOrigins = Map<string, { sheet: CatalogSheet; row: number }>;

export interface SheetsRead {
  catalog: Pick<CatalogImport, 'categories' | 'products' | 'option_groups'>;
  issues: SheetIssue[];
  origins: SheetOrigins;
}

/** The file's branch slugs when it has per-branch columns (`sold_at [slug]`), else null: every
 * product is then sold at every branch, as a venue file's product without `branches`. */
function branchSlugsOf(rows: readonly ReadRow[]): string[] | null {
  const slugs = new Set<string>();
  for (const row of rows) {
    if (row.sheet !== 'products') continue;
    for (const column of Object.keys(row.cells)) {
      const match = soldAtPattern.exec(column);
      if (match) slugs.add(match[1]!);
    }
    break;
  }
  return slugs.size > 0 ? [...slugs] : null;
}

function categoriesOf(rows: Cells[], issues: SheetIssue[], origins: SheetOrigins): CategoryImport[] {
  const nodes = new Map<string, { category: CategoryImport; parent: string | undefined; at: Cells }>();
  for (const at of rows) {
    const category = checked(at, categoryImportSchema, {
      key: word(at, 'key'),
      name: localized(at, 'name'),
      image: word(at, 'image') ?? null,
      children: [],
    });
    if (!category) continue;
    if (nodes.has(category.key)) {
      flag(at, 'key', 'import_key_duplicate', { value: category.key });
      continue;
    }
    nodes.set(category.key, { category, parent: word(at, 'parent'), at });
  }
  const roots: CategoryImport[] = [];
  const placed = new Set<string>();
  const place = (list: CategoryImport[], parentKey: string | undefined, path: string) => {
    for (const node of nodes.values()) {
      if (node.parent !== parentKey || placed.has(node.category.key)) continue;
      placed.add(node.category.key);
      const here = `${path}.${list.length}`;
      origins.set(here, { sheet: node.at.sheet, row: node.at.row });
      list.push(node.category);
      place(node.category.children, node.category.key, `${here}.children`);
    }
  };
  place(roots, undefined, 'catalog.categories');
  for (const node of nodes.values()) {
    if (!placed.has(node.category.key)) {
      issues.push({
        sheet: node.at.sheet,
        row: node.at.row,
        column: 'parent',
        key: 'import_reference_unknown',
        params: { column: 'parent', value: node.parent ?? '' },
      });
    }
  }
  return roots;
}

/** Builds the catalogue's categories and products from a file's rows, each row checked with the
 * schema of the venue file; every problem names its sheet, row and column. */
export function sheetsToCatalog(rows: readonly ReadRow[], currency: string): SheetsRead {
  const issues: SheetIssue[] = [];
  const origins: SheetOrigins = new Map();
  const cells = (sheet: CatalogSheet) =>
    rows.filter((r) => r.sheet === sheet).map((r) => ({ ...r, issues }) satisfies Cells);
  const categories = categoriesOf(cells('categories'), issues, origins);
  const branchSlugs = branchSlugsOf(rows);

  const products: ProductImport[] = [];
  const productByKey = new Map<string, { product: ProductImport; index: number }>();
  // Rows that belong to a row already flagged are not flagged again.
  const failed = new Set<string>();
  for (const at of cells('products')) {
    const product = checked(at, productImportSchema, productOf(at, currency, branchSlugs));
    if (!product) {
      failed.add(word(at, 'key') ?? '');
      continue;
    }
    const path = `catalog.products.${products.length}`;
    origins.set(path, { sheet: at.sheet, row: at.row });
    if (!productByKey.has(product.key)) productByKey.set(product.key, { product, index: products.length });
    products.push(product);
  }

  const groupRows = new Map<string, { at: Cells; group: unknown; options: unknown[]; optionRows: Cells[] }>();
  for (const at of cells('option_groups')) {
    const productKey = word(at, 'product') ?? '';
    if (failed.has(productKey)) continue;
    if (productKey !== '' && !productByKey.has(productKey)) {
      flag(at, 'product', 'import_reference_unknown', { value: productKey });
      continue;
    }
    const key = word(at, 'key') ?? '';
    groupRows.set(`${productKey}\u0000${key}`, {
      at,
      group: defined({
        key: word(at, 'key'),
        name: localized(at, 'name'),
        min: wholeNumber(at, 'min'),
        max: wholeNumber(at, 'max'),
        required: bool(at, 'required'),
      }),
      options: [],
      optionRows: [],
    });
  }
  for (const at of cells('options')) {
    const group = groupRows.get(`${word(at, 'product') ?? ''}\u0000${word(at, 'group') ?? ''}`);
    if (!group && failed.has(word(at, 'product') ?? '')) continue;
    if (!group) {
      flag(at, 'group', 'import_reference_unknown', {
        value: `${word(at, 'product')} / ${word(at, 'group')}`,
      });
      continue;
    }
    const option = checked(
      at,
      optionImportSchema,
      defined({
        key: word(at, 'key'),
        name: localized(at, 'name'),
        price: amount(at, 'price', currency),
        allergens: allergenInfo(at),
        available: bool(at, 'available'),
      }),
    );
    if (!option) continue;
    group.options.push(option);
    group.optionRows.push(at);
  }
  const shared: CatalogImport['products'][number]['option_groups'] = [];
  for (const [id, { at, group, options, optionRows }] of groupRows) {
    if (options.length === 0) {
      flag(at, 'key', 'import_group_empty', { value: word(at, 'key') ?? '' });
      continue;
    }
    const parsed = checked(at, optionGroupImportSchema, { ...(group as object), options });
    if (!parsed) continue;
    const owner = productByKey.get(id.split('\u0000')[0]!);
    if (!owner) {
      // An empty `product`: a group the catalogue shares (products name it in shared_option_groups).
      const path = `catalog.option_groups.${shared.length}`;
      origins.set(path, { sheet: at.sheet, row: at.row });
      optionRows.forEach((row, o) => {
        origins.set(`${path}.options.${o}`, { sheet: row.sheet, row: row.row });
      });
      shared.push(parsed);
      continue;
    }
    const { product, index } = owner;
    const path = `catalog.products.${index}.option_groups.${product.option_groups.length}`;
    origins.set(path, { sheet: at.sheet, row: at.row });
    optionRows.forEach((row, o) => {
      origins.set(`${path}.options.${o}`, { sheet: row.sheet, row: row.row });
    });
    product.option_groups.push(parsed);
  }
  return {
    catalog: { categories, products, ...(shared.length > 0 ? { option_groups: shared } : {}) },
    issues,
    origins,
  };
}
