import { themeContrastWarnings } from '@storefront/domain/theme/theme-contrast.rules';
import { type Brand, brandEditSchema, brandSchema } from '@storefront/domain/venue/brand.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { errorAnswers } from '../../lib/http.ts';
import { auditActorOf, recordChange } from '../staff/audit-log.ts';
import { requireStaff, staffHeaders, staffRequired } from '../staff/staff.auth.ts';
import { listSuppliers } from '../venue/venue.repository.ts';
import { forgetVenueReads } from '../venue/venue.service.ts';
import { type BrandRecord, linkableKeys, readBrand, writeBrand } from './brand.repository.ts';
import { checkBanners } from './catalog.check.ts';
import { writeBanners } from './catalog.import.ts';
import { venueMenusChanged } from './catalog.service.ts';

// The back office's brand and venue settings (docs/back-office.md#brand, ADR 103): the venue's
// name, logos, colours, banners, landing links, languages, legal texts and the locked notice's
// contacts, read and saved whole over the venue's version (instances.version). A save is validated
// by the venue import's schemas, refused over a newer version (stale_edit) or, once the venue has
// sold, over a new country or currency (currency_fixed_after_sale), recorded in the audit log in its
// own transaction, and moves the version every cache of every process checks.

const answer = (record: BrandRecord): Brand => ({
  ...record,
  contrast_warnings: themeContrastWarnings(record.theme),
});

/** What the audit log keeps of a brand: what the editor saves. */
const audited = ({ sold: _sold, ...record }: BrandRecord) => record;

async function requireBrand(db: Db, instanceId: number): Promise<BrandRecord> {
  const record = await readBrand(db, instanceId);
  if (!record) throw new AppError(404, 'venue_not_found');
  return record;
}

const errors = errorAnswers(400, 401, 403, 404, 409);

export const brandStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/venue/brand.json',
    {
      preValidation: staffRequired,
      schema: {
        tags: ['staff'],
        summary:
          "The venue's brand and settings as the back office edits them: name, logos, colours (with the " +
          "pairs below WCAG AA), banners, landing links, languages, legal texts, the locked notice's " +
          'contacts, country and currency (fixed once sold) and the version a save must name',
        headers: staffHeaders,
        response: { 200: brandSchema, ...errors },
      },
    },
    async (request) => {
      const { instanceId } = await requireStaff(request);
      return answer(await requireBrand(app.db, instanceId));
    },
  );

  app.put(
    '/staff/venue/brand.json',
    {
      preValidation: staffRequired,
      schema: {
        tags: ['staff'],
        summary:
          'Save the brand whole, over the version read (409 stale_edit when another save came first; 409 ' +
          'currency_fixed_after_sale for a new country or currency once the venue has sold). Banners ' +
          'left out are archived; their HTML is sanitized. Every diner and process sees it within 5 s',
        headers: staffHeaders,
        body: brandEditSchema,
        response: { 200: brandSchema, ...errors },
      },
    },
    async (request) => {
      const { instanceId } = await requireStaff(request);
      const edit = request.body;
      const branches = await listSuppliers(app.db, instanceId);
      const issues = checkBanners(
        edit.banners,
        { branches: new Set(branches.map((b) => b.slug)), ...(await linkableKeys(app.db, instanceId)) },
        'banners',
      );
      if (issues.length > 0) {
        throw new AppError(400, 'validation_failed', { fields: issues.map((i) => i.path).join(', ') });
      }
      const actor = await auditActorOf(request);
      const saved = await app.db.transaction(async (tx) => {
        const before = await requireBrand(tx, instanceId);
        const outcome = await writeBrand(tx, instanceId, edit);
        if (outcome === 'stale') throw new AppError(409, 'stale_edit');
        if (outcome === 'currency_fixed') throw new AppError(409, 'currency_fixed_after_sale');
        if (outcome === 'missing') throw new AppError(404, 'venue_not_found');
        await writeBanners(tx, instanceId, edit, new Map(branches.map((b) => [b.slug, b.id])));
        const after = await requireBrand(tx, instanceId);
        await recordChange(tx, instanceId, actor, {
          area: 'brand',
          action: 'update',
          subject: after.name,
          before: audited(before),
          after: audited(after),
        });
        return after;
      });
      // this process serves the new brand at once; the others within their 5 s caches
      forgetVenueReads(app.venues, instanceId);
      await venueMenusChanged(app.catalog, instanceId);
      return answer(saved);
    },
  );
};
