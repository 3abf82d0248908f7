import type {
  CatalogImportRefusal,
  CatalogImportResult,
} from '@storefront/domain/catalog/catalog-transfer.schema';
import type { ErrorKey } from '@storefront/domain/errors/error-keys';
import { ApiError } from '@storefront/ui/lib/api-client.ts';

// The catalogue's import and export (docs/back-office.md#import-and-export): the exports are plain
// links (the session cookie goes with them); an import sends the file's bytes as the body, as the
// photos do, and answers what changes, or the rows that are wrong.

export const exportFormats = ['xlsx', 'csv', 'json'] as const;
export type ExportFormat = (typeof exportFormats)[number];
export const exportUrl = (format: ExportFormat) => `/staff/menu/export.${format}`;

/** A refusal row by row (422 import_rows_invalid): its rows beside the usual error. */
export class ImportRefused extends ApiError {
  readonly rows: CatalogImportRefusal['rows'];

  constructor(refusal: CatalogImportRefusal) {
    super(422, refusal.key as ErrorKey, refusal.message, refusal.params);
    this.rows = refusal.rows;
  }
}

/** Sends the file; a dry run changes nothing. The server words row problems in `lang`. */
export async function importCatalog(file: Blob, dryRun: boolean, lang: string): Promise<CatalogImportResult> {
  let response: Response;
  try {
    response = await fetch(`/staff/menu/import.json${dryRun ? '?dry_run=true' : ''}`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/octet-stream', lang },
      body: file,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'service_unavailable', 'network error');
  }
  const json = (await response.json().catch(() => null)) as
    | (CatalogImportResult & Partial<CatalogImportRefusal>)
    | null;
  if (response.ok && json) return json;
  if (response.status === 422 && json?.rows) throw new ImportRefused(json as CatalogImportRefusal);
  throw new ApiError(
    response.status,
    (json?.key as ErrorKey | undefined) ?? 'internal_error',
    json?.message ?? response.statusText,
    json?.params ?? {},
  );
}
