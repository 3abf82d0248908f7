import type { CatalogImport, CategoryImport } from '@storefront/domain/catalog/catalog.schema';

// Checks of a venue file's catalogue that its zod schema cannot make alone (keys unique, references
// that resolve), and the catalogue's image fields, for the venue import (venue.import.ts).

export interface ImportIssue {
  path: string;
  message: string;
}

export interface FlatCategory {
  category: CategoryImport;
  parentKey: string | null;
  /** Display order over the whole tree (depth first). */
  position: number;
  path: string;
}

/** The category tree in display order, each with its parent's key. */
export function flattenCategories(catalog: CatalogImport): FlatCategory[] {
  const flat: FlatCategory[] = [];
  const visit = (list: CategoryImport[], parentKey: string | null, path: string) => {
    list.forEach((category, i) => {
      const here = `${path}.${i}`;
      flat.push({ category, parentKey, position: flat.length, path: here });
      visit(category.children, category.key, `${here}.children`);
    });
  };
  visit(catalog.categories, null, 'catalog.categories');
  return flat;
}

function duplicates<T>(items: T[], keyOf: (item: T) => string, pathOf: (i: number) => string): ImportIssue[] {
  const seen = new Set<string>();
  const issues: ImportIssue[] = [];
  items.forEach((item, i) => {
    const key = keyOf(item);
    if (seen.has(key)) issues.push({ path: pathOf(i), message: `duplicate key ${key}` });
    seen.add(key);
  });
  return issues;
}

function optionKeyDuplicates(group: { options: { key: string }[] }, at: string): ImportIssue[] {
  return duplicates(
    group.options,
    (o) => o.key,
    (o) => `${at}.options.${o}.key`,
  );
}

/** Every problem of the catalogue's keys and references; branch slugs are the venue file's. */
export function checkCatalog(catalog: CatalogImport, branchSlugs: string[]): ImportIssue[] {
  const categories = flattenCategories(catalog);
  const categoryKeys = new Set(categories.map((c) => c.category.key));
  const productKeys = new Set(catalog.products.map((p) => p.key));
  const branches = new Set(branchSlugs);
  const sharedGroupKeys = new Set((catalog.option_groups ?? []).map((g) => g.key));
  const issues: ImportIssue[] = [
    ...duplicates(
      catalog.option_groups ?? [],
      (g) => g.key,
      (i) => `catalog.option_groups.${i}.key`,
    ),
    ...duplicates(
      categories,
      (c) => c.category.key,
      (i) => `${categories[i]!.path}.key`,
    ),
    ...duplicates(
      catalog.products,
      (p) => p.key,
      (i) => `catalog.products.${i}.key`,
    ),
    ...duplicates(
      catalog.banners,
      (b) => b.key,
      (i) => `catalog.banners.${i}.key`,
    ),
  ];
  catalog.products.forEach((product, i) => {
    const at = `catalog.products.${i}`;
    if (!categoryKeys.has(product.category)) {
      issues.push({ path: `${at}.category`, message: `unknown category ${product.category}` });
    }
    for (const slug of Object.keys(product.branches ?? {})) {
      if (!branches.has(slug))
        issues.push({ path: `${at}.branches.${slug}`, message: `unknown branch ${slug}` });
    }
    const scopes = new Set<string>();
    (product.prices ?? []).forEach((price, p) => {
      if (price.branch !== null && !branches.has(price.branch))
        issues.push({ path: `${at}.prices.${p}.branch`, message: `unknown branch ${price.branch}` });
      const scope = `${price.branch ?? '*'}/${price.service ?? '*'}`;
      if (scopes.has(scope)) issues.push({ path: `${at}.prices.${p}`, message: `duplicate key ${scope}` });
      scopes.add(scope);
    });
    const groupKeys = [...product.option_groups.map((g) => g.key), ...(product.shared_option_groups ?? [])];
    issues.push(
      ...duplicates(
        groupKeys,
        (key) => key,
        (g) =>
          g < product.option_groups.length
            ? `${at}.option_groups.${g}.key`
            : `${at}.shared_option_groups.${g - product.option_groups.length}`,
      ),
    );
    product.option_groups.forEach((group, g) => {
      issues.push(...optionKeyDuplicates(group, `${at}.option_groups.${g}`));
    });
    (product.shared_option_groups ?? []).forEach((key, g) => {
      if (!sharedGroupKeys.has(key))
        issues.push({ path: `${at}.shared_option_groups.${g}`, message: `unknown option group ${key}` });
    });
  });
  (catalog.option_groups ?? []).forEach((group, g) => {
    issues.push(...optionKeyDuplicates(group, `catalog.option_groups.${g}`));
  });
  issues.push(...checkBanners(catalog.banners, { branches, productKeys, categoryKeys }, 'catalog.banners'));
  return issues;
}

/** The banners' references that must resolve: their branches, and the product or category a link
 * opens (the venue import's and the brand editor's check, docs/back-office.md#brand). */
export function checkBanners(
  banners: CatalogImport['banners'],
  known: {
    branches: ReadonlySet<string>;
    productKeys: ReadonlySet<string>;
    categoryKeys: ReadonlySet<string>;
  },
  path: string,
): ImportIssue[] {
  const issues: ImportIssue[] = [];
  banners.forEach((banner, i) => {
    const at = `${path}.${i}`;
    (banner.branches ?? []).forEach((slug, b) => {
      if (!known.branches.has(slug))
        issues.push({ path: `${at}.branches.${b}`, message: `unknown branch ${slug}` });
    });
    const url = banner.url;
    if (url?.tipe === 'producto' && !known.productKeys.has(url.param)) {
      issues.push({ path: `${at}.url.param`, message: `unknown product ${url.param}` });
    } else if (url?.tipe === 'categoria' && !known.categoryKeys.has(url.param)) {
      issues.push({ path: `${at}.url.param`, message: `unknown category ${url.param}` });
    } else if (url?.tipe === 'externo' && !/^https?:\/\//.test(url.param)) {
      issues.push({ path: `${at}.url.param`, message: 'an external banner link must be an http(s) URL' });
    }
  });
  return issues;
}

export interface ImageRef {
  path: string;
  ref: string | null;
  set(url: string): void;
}

/** The catalogue's image fields (categories, products, banners), to become media like the logo. */
export function catalogImageRefs(catalog: CatalogImport): ImageRef[] {
  const refs: ImageRef[] = flattenCategories(catalog).map(({ category, path }) => ({
    path: `${path}.image`,
    ref: category.image,
    set: (url) => {
      category.image = url;
    },
  }));
  catalog.products.forEach((product, i) => {
    refs.push({
      path: `catalog.products.${i}.image`,
      ref: product.image,
      set: (url) => {
        product.image = url;
      },
    });
    product.images.forEach((ref, j) => {
      refs.push({
        path: `catalog.products.${i}.images.${j}`,
        ref,
        set: (url) => {
          product.images[j] = url;
        },
      });
    });
  });
  catalog.banners.forEach((banner, i) => {
    refs.push({
      path: `catalog.banners.${i}.image`,
      ref: banner.image,
      set: (url) => {
        banner.image = url;
      },
    });
  });
  return refs;
}
