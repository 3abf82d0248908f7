import { type CatalogImport, catalogImportSchema } from '@storefront/domain/catalog/catalog.schema';
import { catalogChanges, normalizeCatalog } from '@storefront/domain/catalog/catalog-changes.rules';
import {
  formatSheetAmount,
  issueOfZod,
  type SheetIssue,
  type SheetIssueKey,
  type SheetOrigins,
  sheetsToCatalog,
} from '@storefront/domain/catalog/catalog-sheets.rules';
import type {
  CatalogFileFormat,
  CatalogImportIssue,
  CatalogImportResult,
} from '@storefront/domain/catalog/catalog-transfer.schema';
import { errorMessage } from '@storefront/domain/errors/error-messages';
import { parseMediaRef } from '@storefront/domain/media/media.rules';
import { unstorableTextPath } from '@storefront/domain/text/text.rules';
import type { Lang } from '@storefront/domain/venue/venue.schema';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { catalogImageRefs, checkCatalog, importCatalog } from './catalog.import.ts';
import { readCsv, readXlsx, sniffCatalogFile, utf8Text } from './catalog-transfer.files.ts';
import { readCatalog } from './catalog-transfer.repository.ts';

// Import of a whole catalogue from the back office (docs/back-office.md#import-and-export, ADR 104):
// the file is read (JSON, CSV or XLSX, told by its bytes), checked whole with the venue file's
// schemas and checks (catalog.check.ts), compared with the catalogue as it is, and — unless a dry
// run — written in one transaction by the venue import's own step (catalog.import.ts).

/** A problem before it is worded: a sheet's row, or a JSON path. */
type FileIssue = Omit<SheetIssue, 'key'> & { key: SheetIssueKey; path?: string };

export interface CatalogFileRead {
  format: CatalogFileFormat;
  catalog: CatalogImport | null;
  issues: FileIssue[];
}

/** The message of a check's English sentence (catalog.check.ts) as a key of ours. */
function keyOfCheck(message: string): Pick<FileIssue, 'key' | 'params'> {
  const reference = /^unknown (?:category|branch|product|option group) (.*)$/.exec(message);
  if (reference) return { key: 'import_reference_unknown', params: { value: reference[1]! } };
  const duplicate = /^duplicate key (.*)$/.exec(message);
  if (duplicate) return { key: 'import_key_duplicate', params: { value: duplicate[1]! } };
  return { key: 'import_cell_invalid', params: {} };
}

/** The column a check's path names after the row it points into (`…branches.centro` → `sold_at [centro]`). */
function columnOfRest(rest: string[]): string {
  if (rest[0] === 'branches' && rest[1]) return `sold_at [${rest[1]}]`;
  if (rest[0] === 'url') return 'url';
  return rest[0] ?? 'key';
}

function locate(path: string, origins: SheetOrigins | null): Omit<FileIssue, 'key' | 'params'> {
  if (origins) {
    const parts = path.split('.');
    for (let end = parts.length; end > 1; end--) {
      const origin = origins.get(parts.slice(0, end).join('.'));
      if (origin) return { ...origin, column: columnOfRest(parts.slice(end)) };
    }
  }
  const json = path.replace(/^catalog\./, '');
  return { sheet: null, row: null, column: json, path: json };
}

/** Every problem of the catalogue that its rows' schemas cannot see: keys, references, images. */
function wholeCatalogIssues(
  catalog: CatalogImport,
  branchSlugs: string[],
  origins: SheetOrigins | null,
): FileIssue[] {
  const issues: FileIssue[] = checkCatalog(catalog, branchSlugs).map((issue) => {
    const where = locate(issue.path, origins);
    const { key, params } = keyOfCheck(issue.message);
    return { ...where, key, params: { column: where.column ?? '', ...params } };
  });
  for (const ref of catalogImageRefs(catalog)) {
    // a link, an imported image, or a photo uploaded in the menu editor (its `media:` ref, as exported)
    if (!ref.ref || /^https:\/\//.test(ref.ref) || ref.ref.startsWith('/media/') || parseMediaRef(ref.ref))
      continue;
    const where = locate(ref.path, origins);
    issues.push({ ...where, key: 'import_image_reference', params: { column: where.column ?? 'image' } });
  }
  return issues;
}

function readJson(text: string, branchSlugs: string[]): CatalogFileRead {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new AppError(400, 'import_file_unreadable', { format: 'JSON' });
  }
  // A whole venue file is taken too: its catalogue is what is imported.
  if (raw && typeof raw === 'object' && 'catalog' in raw && !('products' in raw)) raw = raw.catalog;
  const unstorable = unstorableTextPath(raw);
  if (unstorable !== null) {
    const path = unstorable.join('.');
    return {
      format: 'json',
      catalog: null,
      issues: [
        { sheet: null, row: null, column: path, path, key: 'import_cell_invalid', params: { column: path } },
      ],
    };
  }
  const parsed = catalogImportSchema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue): FileIssue => {
      const path = issue.path.join('.');
      const last = String(issue.path.filter((p) => typeof p === 'string').at(-1) ?? '');
      const { key } = issueOfZod(issue, last);
      const max: Record<string, number> = 'maximum' in issue ? { max: Number(issue.maximum) } : {};
      return { sheet: null, row: null, column: path, path, key, params: { column: path, ...max } };
    });
    return { format: 'json', catalog: null, issues };
  }
  return { format: 'json', catalog: parsed.data, issues: wholeCatalogIssues(parsed.data, branchSlugs, null) };
}

/** Reads and checks a file against the venue's branches and currency; `current` gives what an
 * item library does not carry (the banners, the brand's), kept as they are. */
export async function readCatalogFile(
  bytes: Uint8Array,
  current: CatalogImport,
  venue: { currency: string; branchSlugs: string[] },
): Promise<CatalogFileRead> {
  const format = sniffCatalogFile(bytes);
  if (format === null) throw new AppError(415, 'import_file_unsupported');
  if (format === 'json') return readJson(utf8Text(bytes)!, venue.branchSlugs);
  const read = format === 'csv' ? readCsv(utf8Text(bytes)!) : await readXlsx(bytes);
  if (read === null) throw new AppError(400, 'import_file_unreadable', { format: 'XLSX' });
  const sheets = sheetsToCatalog(read.rows, venue.currency);
  const issues: FileIssue[] = [...read.issues, ...sheets.issues];
  const parsed = catalogImportSchema.safeParse({ ...sheets.catalog, banners: current.banners });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const column = String(issue.path[0] ?? '');
      issues.push({ sheet: null, row: null, column, ...issueOfZod(issue, column) });
    }
    return { format, catalog: null, issues };
  }
  if (issues.length > 0) return { format, catalog: null, issues };
  return {
    format,
    catalog: parsed.data,
    issues: wholeCatalogIssues(parsed.data, venue.branchSlugs, sheets.origins),
  };
}

/** A problem in the staff's language: where, then what (`Row 14: the price must be…`). */
export function wordIssue(
  issue: FileIssue,
  lang: Lang,
  currency: string,
  format: CatalogFileFormat | null,
): CatalogImportIssue {
  const params = { ...issue.params, example: formatSheetAmount(1250, currency) };
  const what = errorMessage(lang, issue.key, params);
  const message =
    issue.row === null
      ? issue.path
        ? errorMessage(lang, 'import_at_path', { path: issue.path, issue: what })
        : what
      : issue.sheet === null || format === 'csv'
        ? errorMessage(lang, 'import_at_row', { row: issue.row, issue: what })
        : errorMessage(lang, 'import_at_sheet_row', { sheet: issue.sheet, row: issue.row, issue: what });
  return {
    sheet: issue.sheet,
    row: issue.row,
    column: issue.column,
    key: issue.key,
    params: issue.params,
    message,
  };
}

export interface ImportOutcome {
  format: CatalogFileFormat;
  result: CatalogImportResult | null;
  issues: FileIssue[];
}

/** Reads a file and answers what it changes; unless `dryRun`, applies it in one transaction with
 * its audit entry (`audit`, called inside the transaction). */
export async function importCatalogFile(
  db: Db,
  instanceId: number,
  currency: string,
  bytes: Uint8Array,
  dryRun: boolean,
  audit: (tx: Db, summary: { before: unknown; after: unknown }) => Promise<void>,
): Promise<ImportOutcome> {
  const { catalog: current, branches } = await readCatalog(db, instanceId);
  const branchSlugs = branches.map((b) => b.slug);
  const read = await readCatalogFile(bytes, current, { currency, branchSlugs });
  if (read.catalog === null || read.issues.length > 0) {
    const issues = read.issues.toSorted((a, b) => (a.row ?? 0) - (b.row ?? 0));
    return { format: read.format, result: null, issues };
  }
  // A file without products would archive the whole menu: surely the wrong file.
  if (read.catalog.products.length === 0) {
    return {
      format: read.format,
      result: null,
      issues: [
        {
          sheet: null,
          row: null,
          column: 'products',
          key: 'import_cell_required',
          params: { column: 'products' },
        },
      ],
    };
  }
  const next = read.catalog;
  const changes = catalogChanges(normalizeCatalog(current, branchSlugs), normalizeCatalog(next, branchSlugs));
  const result: CatalogImportResult = { dry_run: dryRun, format: read.format, ...changes };
  if (dryRun) return { format: read.format, result, issues: [] };
  await db.transaction(async (tx) => {
    await importCatalog(tx, instanceId, next, new Map(branches.map((b) => [b.slug, b.id])));
    await audit(tx, {
      before: { categories: countCategories(current), products: current.products.length },
      after: {
        categories: countCategories(next),
        products: next.products.length,
        format: read.format,
        created: changes.products.created,
        updated: changes.products.updated,
        archived: changes.products.archived,
      },
    });
  });
  return { format: read.format, result, issues: [] };
}

function countCategories(catalog: CatalogImport): number {
  let count = 0;
  const visit = (list: CatalogImport['categories']) => {
    for (const c of list) {
      count++;
      visit(c.children);
    }
  };
  visit(catalog.categories);
  return count;
}
