import { z } from 'zod';

// Catalogue import and export (docs/back-office.md#import-and-export, ADR 104): the dry run's and
// the import's answers, and the limits of a file.

/** The largest file `POST /staff/menu/import.json` takes (JSON, CSV or XLSX). */
export const CATALOG_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** The most rows a CSV file or an XLSX workbook (all sheets) may hold. */
export const CATALOG_IMPORT_MAX_ROWS = 100_000;

export const catalogFileFormats = ['json', 'csv', 'xlsx'] as const;
export type CatalogFileFormat = (typeof catalogFileFormats)[number];

export const catalogImportQuery = z.object({
  /** `true`: answer what would change, change nothing. */
  dry_run: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

/** One problem of the file: where (the sheet and its row as a spreadsheet numbers it, the header
 * being row 1; or the JSON path), the column, and the translated sentence. */
export const catalogImportIssueSchema = z.object({
  sheet: z.string().nullable(),
  row: z.number().int().nullable(),
  column: z.string().nullable(),
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  message: z.string(),
});
export type CatalogImportIssue = z.infer<typeof catalogImportIssueSchema>;

export const catalogChangeKinds = ['category', 'product'] as const;
export const catalogChangeSchema = z.object({
  kind: z.enum(catalogChangeKinds),
  key: z.string(),
  /** Its Spanish name (the fallback language), as the file or the catalogue has it. */
  name: z.string(),
  change: z.enum(['create', 'update', 'archive']),
});
export type CatalogChange = z.infer<typeof catalogChangeSchema>;

const countsSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  archived: z.number().int(),
  unchanged: z.number().int(),
});
export type CatalogChangeCounts = z.infer<typeof countsSchema>;

/** The answer of an import: what changes (a dry run) or changed. */
export const catalogImportResultSchema = z.object({
  dry_run: z.boolean(),
  format: z.enum(catalogFileFormats),
  categories: countsSchema,
  products: countsSchema,
  changes: z.array(catalogChangeSchema),
});
export type CatalogImportResult = z.infer<typeof catalogImportResultSchema>;

/** 422 `import_rows_invalid`: nothing was applied; every problem, row by row. */
export const catalogImportRefusalSchema = z.object({
  key: z.string(),
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  rows: z.array(catalogImportIssueSchema),
});
export type CatalogImportRefusal = z.infer<typeof catalogImportRefusalSchema>;
