import { catalogImportSchema } from '@storefront/domain/catalog/catalog.schema';
import { catalogToSheets } from '@storefront/domain/catalog/catalog-sheets.rules';
import {
  CATALOG_IMPORT_MAX_BYTES,
  catalogImportQuery,
  catalogImportRefusalSchema,
  catalogImportResultSchema,
} from '@storefront/domain/catalog/catalog-transfer.schema';
import { errorMessage } from '@storefront/domain/errors/error-messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { fileBytesOf, takeFileBodies } from '../../lib/file-body.ts';
import { errorAnswers } from '../../lib/http.ts';
import { requestLang } from '../../lib/lang.ts';
import { auditActorOf, recordChange } from '../staff/audit-log.ts';
import { requireStaff, staffHeaders, staffRequired } from '../staff/staff.auth.ts';
import { getInstance } from '../venue/venue.repository.ts';
import { venueMenusChanged } from './catalog.service.ts';
import { writeCsv, writeXlsx } from './catalog-transfer.files.ts';
import { readCatalog } from './catalog-transfer.repository.ts';
import { importCatalogFile, wordIssue } from './catalog-transfer.service.ts';

// The back office's catalogue import and export (docs/back-office.md#import-and-export, ADR 104),
// for staff with `menu.edit`: the whole catalogue as the venue file's JSON, or as an item library in
// CSV or XLSX; an import of any of the three, told by its bytes, with a dry run.

/** At most this many problems are listed in a refusal; `count` says how many rows have one. */
const LISTED_ISSUES = 500;

async function venueOf(app: FastifyInstance, request: FastifyRequest) {
  const { instanceId } = await requireStaff(request);
  const venue = await getInstance(app.db, instanceId);
  if (!venue) throw new AppError(404, 'not_found');
  return { instanceId, slug: venue.slug, currency: venue.currency };
}

const errors = errorAnswers(400, 401, 403, 404);

export const catalogTransferRoutes: FastifyPluginAsyncZod = async (app) => {
  // This plugin's routes take files: any content type, as bytes, up to the documented limit.
  takeFileBodies(app, CATALOG_IMPORT_MAX_BYTES);

  app.get(
    '/staff/menu/export.json',
    {
      preValidation: staffRequired,
      schema: {
        tags: ['staff'],
        summary: "The venue's whole catalogue in the venue file's format (its `catalog`)",
        headers: staffHeaders,
        response: { 200: catalogImportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const venue = await venueOf(app, request);
      const { catalog } = await readCatalog(app.db, venue.instanceId);
      reply.header('content-disposition', `attachment; filename="${venue.slug}-menu.json"`);
      reply.header('cache-control', 'no-store');
      return catalog;
    },
  );

  for (const format of ['csv', 'xlsx'] as const) {
    app.get(
      `/staff/menu/export.${format}`,
      {
        preValidation: staffRequired,
        schema: {
          tags: ['staff'],
          summary:
            format === 'csv'
              ? 'The catalogue as an item library in one CSV file (a `record` column tells the rows apart)'
              : 'The catalogue as an item library in an XLSX workbook (a sheet per kind of row)',
          headers: staffHeaders,
          response: errors,
        },
      },
      async (request, reply) => {
        const venue = await venueOf(app, request);
        const { catalog, branches } = await readCatalog(app.db, venue.instanceId);
        const slugs = branches.map((b) => b.slug);
        const sheets = catalogToSheets(catalog, venue.currency, slugs);
        reply.header('content-disposition', `attachment; filename="${venue.slug}-menu.${format}"`);
        reply.header('cache-control', 'no-store');
        if (format === 'csv')
          return reply.type('text/csv; charset=utf-8').send(writeCsv(sheets, slugs) as never);
        return reply
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .send((await writeXlsx(sheets, slugs)) as never);
      },
    );
  }

  app.post(
    '/staff/menu/import.json',
    {
      // Signed in with menu.edit before the file is read.
      onRequest: staffRequired,
      schema: {
        tags: ['staff'],
        summary: 'Import a whole catalogue (JSON, CSV or XLSX, told by its bytes; 10 MB at most)',
        description:
          'With `dry_run=true` answers what would change and changes nothing. Any wrong row: 422 `import_rows_invalid` with every row, nothing applied. Otherwise applied in one transaction, recorded in the audit log.',
        headers: staffHeaders,
        querystring: catalogImportQuery,
        response: {
          200: catalogImportResultSchema,
          422: catalogImportRefusalSchema,
          ...errorAnswers(400, 401, 403, 404, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const venue = await venueOf(app, request);
      const bytes = fileBytesOf(request.body);
      if (!bytes) throw new AppError(400, 'bad_request');
      const actor = await auditActorOf(request);
      const outcome = await importCatalogFile(
        app.db,
        venue.instanceId,
        venue.currency,
        bytes,
        request.query.dry_run,
        (tx, summary) =>
          recordChange(tx, venue.instanceId, actor, {
            area: 'menu',
            action: 'import',
            subject: 'catalog',
            ...summary,
          }),
      );
      if (outcome.result === null) {
        const lang = requestLang(request);
        const count = new Set(outcome.issues.map((i) => `${i.sheet}:${i.row ?? i.path}`)).size;
        const params = { count };
        return reply.code(422).send({
          key: 'import_rows_invalid',
          message: errorMessage(lang, 'import_rows_invalid', params),
          params,
          rows: outcome.issues
            .slice(0, LISTED_ISSUES)
            .map((issue) => wordIssue(issue, lang, venue.currency, outcome.format)),
        });
      }
      if (!outcome.result.dry_run) await venueMenusChanged(app.catalog, venue.instanceId);
      return outcome.result;
    },
  );
};
