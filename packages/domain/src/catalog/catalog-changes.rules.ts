import type { CatalogImport, CategoryImport, Localized, ProductImport } from './catalog.schema.ts';
import type { CatalogChange, CatalogChangeCounts } from './catalog-transfer.schema.ts';

// What an import changes (docs/back-office.md#import-and-export): the catalogue as it is and as the
// file has it, compared after both are put in one canonical form, so "unchanged" means the import
// writes the same menu again.

/** A text per language without its empty translations (an editor may keep `en: ''`; a file would not). */
export function localizedOf(text: Localized): Localized {
  return {
    es: text.es,
    ...(text.en ? { en: text.en } : {}),
    ...(text.pt ? { pt: text.pt } : {}),
  };
}

type GroupImport = ProductImport['option_groups'][number];

function groupOf(g: GroupImport): GroupImport {
  return {
    ...g,
    name: localizedOf(g.name),
    options: g.options.map((o) => ({ ...o, name: localizedOf(o.name) })),
  };
}

function productOf(
  { shared_option_groups: shared, prices, ...p }: ProductImport,
  branchSlugs: readonly string[],
): ProductImport {
  const branches = p.branches ?? Object.fromEntries(branchSlugs.map((slug) => [slug, { stock: null }]));
  return {
    ...p,
    ...(shared?.length ? { shared_option_groups: shared } : {}),
    ...(prices?.length ? { prices } : {}),
    name: localizedOf(p.name),
    ...(p.description ? { description: localizedOf(p.description) } : {}),
    label: p.label || null,
    option_groups: p.option_groups.map(groupOf),
    branches: Object.fromEntries(
      Object.keys(branches)
        .sort()
        .map((slug) => [slug, { stock: branches[slug]!.stock }]),
    ),
  };
}

function categoryOf(c: CategoryImport): CategoryImport {
  return { ...c, name: localizedOf(c.name), children: c.children.map(categoryOf) };
}

/** A parsed catalogue in its canonical form: empty translations and lists of shared groups
 * dropped, a product without `branches` sold at every branch with unlimited stock (what the
 * import writes for it). */
export function normalizeCatalog(catalog: CatalogImport, branchSlugs: readonly string[]): CatalogImport {
  return {
    categories: catalog.categories.map(categoryOf),
    ...(catalog.option_groups?.length ? { option_groups: catalog.option_groups.map(groupOf) } : {}),
    products: catalog.products.map((p) => productOf(p, branchSlugs)),
    banners: catalog.banners,
  };
}

interface Entry {
  name: string;
  body: string;
}

function categoryEntries(catalog: CatalogImport): Map<string, Entry> {
  const entries = new Map<string, Entry>();
  const visit = (list: CategoryImport[], parent: string | null) => {
    for (const c of list) {
      entries.set(c.key, { name: c.name.es, body: JSON.stringify([parent, c.name, c.image]) });
      visit(c.children, c.key);
    }
  };
  visit(catalog.categories, null);
  return entries;
}

function productEntries(catalog: CatalogImport): Map<string, Entry> {
  return new Map(catalog.products.map((p) => [p.key, { name: p.name.es, body: canonicalJson(p) }]));
}

/** JSON with object keys sorted, so two equal values give one text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

function compare(
  kind: CatalogChange['kind'],
  before: Map<string, Entry>,
  after: Map<string, Entry>,
  changes: CatalogChange[],
): CatalogChangeCounts {
  const counts = { created: 0, updated: 0, archived: 0, unchanged: 0 };
  for (const [key, entry] of after) {
    const old = before.get(key);
    if (!old) {
      counts.created++;
      changes.push({ kind, key, name: entry.name, change: 'create' });
    } else if (old.body !== entry.body) {
      counts.updated++;
      changes.push({ kind, key, name: entry.name, change: 'update' });
    } else counts.unchanged++;
  }
  for (const [key, entry] of before) {
    if (after.has(key)) continue;
    counts.archived++;
    changes.push({ kind, key, name: entry.name, change: 'archive' });
  }
  return counts;
}

/** Categories and products created, updated and archived when `next` replaces `current`; both in
 * canonical form (normalizeCatalog). */
export function catalogChanges(
  current: CatalogImport,
  next: CatalogImport,
): { categories: CatalogChangeCounts; products: CatalogChangeCounts; changes: CatalogChange[] } {
  const changes: CatalogChange[] = [];
  const categories = compare('category', categoryEntries(current), categoryEntries(next), changes);
  const products = compare('product', productEntries(current), productEntries(next), changes);
  return { categories, products, changes };
}
