import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  type CatalogChange,
  type CatalogDeps,
  catalogChangedHere,
} from '../modules/catalog/catalog.service.ts';
import { forgetVenueReadsHere, type VenueDeps } from '../modules/venue/venue.service.ts';

// Cached reads forgotten in every server process at once (issue 56, docs/decisions/119-shared-limits.md):
// a venue edit, a paused service, a product sold out or back, a menu saved in one process is told
// to the others through PostgreSQL NOTIFY (the events' LISTEN connection, `EventBus.tellOthers`),
// after its commit, and they forget the same entries instead of serving them until they expire.
// A process that misses a notice (reconnecting) still sees the change when its entries expire, as
// before. Nothing is sent on PGlite: one process.

const VENUE_NOTICE = 'venue-reads';
const CATALOG_NOTICE = 'catalog';

export const sharedCachesPlugin = fp(
  async (app: FastifyInstance, { venues, catalog }: { venues: VenueDeps; catalog: CatalogDeps }) => {
    const tell = (notice: string, payload: unknown) => {
      app.events.tellOthers(notice, payload).catch((error: unknown) => {
        app.log.warn({ err: error, notice }, 'other processes not told of a change (their caches expire)');
      });
    };
    venues.tellOthers = (instanceId) => tell(VENUE_NOTICE, { instanceId: instanceId ?? null });
    catalog.tellOthers = (change) => tell(CATALOG_NOTICE, change);
    await app.events.onOthers(VENUE_NOTICE, (payload) => {
      const { instanceId } = payload as { instanceId: number | null };
      forgetVenueReadsHere(venues, instanceId ?? undefined);
      // every venue forgotten (an import, a venue locked or unlocked from the platform console):
      // the hosts' venues and their locked flags too
      if (instanceId === null) app.tenancy?.invalidate();
    });
    await app.events.onOthers(CATALOG_NOTICE, (payload) => {
      catalogChangedHere(catalog, payload as CatalogChange).catch((error: unknown) => {
        app.log.warn({ err: error }, 'menus told of by another process not rebuilt');
      });
    });
  },
);
