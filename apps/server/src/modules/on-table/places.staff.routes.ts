import { randomBytes } from 'node:crypto';
import { PLACE_CODE_RANDOM_BYTES, placeCode } from '@storefront/domain/on-table/place-code.rules';
import {
  branchParams,
  placeCodeSchema,
  placeCreateSchema,
  placeOutSchema,
  placeParams,
  placeUpdateSchema,
  type StaffPlace,
  staffPlacesSchema,
} from '@storefront/domain/venue/branch-settings.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { errorAnswers } from '../../lib/http.ts';
import { type AuditActor, auditActorOf, recordChange } from '../staff/audit-log.ts';
import { requireStaff, staffHeaders, staffRequired } from '../staff/staff.auth.ts';
import { requireSupplierByRef, type SupplierRow } from '../venue/venue.repository.ts';
import {
  allPlacesOfSupplier,
  getPlace,
  insertPlace,
  type PlaceRow,
  updatePlace,
} from './places.repository.ts';

// The back office's places of a branch (docs/back-office.md#branches, docs/staff-api.md): tables,
// rooms, seats, boxes and counters: add, rename, retire or restore, and draw a new secret code,
// which the old QR stops opening at once (the diner's table entry reads the code from the table at
// every scan). A place is never deleted: orders keep naming it. Owners and managers (`branches.edit`).

const toPlace = (row: PlaceRow): StaffPlace => ({
  id: row.id,
  code: row.code,
  label: row.label,
  kind: row.kind,
  active: row.active,
  version: row.version,
});

/** A fresh code from the crypto source, in the imported codes' format (`cha-rwjijvr8fw`). */
function freshCode(branch: SupplierRow): string {
  for (;;) {
    const code = placeCode(branch.slug, randomBytes(PLACE_CODE_RANDOM_BYTES));
    if (code) return code;
  }
}

/** The audit record of a place's change, in its transaction. */
function audit(
  tx: Db,
  instanceId: number,
  actor: AuditActor,
  action: string,
  before: unknown,
  after: PlaceRow,
) {
  return recordChange(tx, instanceId, actor, {
    area: 'branches',
    action,
    subject: `place:${after.label}`,
    before,
    after: toPlace(after),
  });
}

export const placesStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Changes a place at its version in one transaction with its audit record: 404 for a place not
   * of the branch, 409 stale_edit for one changed since. */
  async function changePlace(
    instanceId: number,
    branch: SupplierRow,
    id: string,
    version: number,
    actor: AuditActor,
    action: string,
    set: Parameters<typeof updatePlace>[5],
  ): Promise<StaffPlace> {
    return app.db.transaction(async (tx) => {
      const before = await getPlace(tx, instanceId, id);
      if (!before || before.supplierId !== branch.id) throw new AppError(404, 'not_found');
      const after = await updatePlace(tx, instanceId, branch.id, id, version, set);
      if (!after) throw new AppError(409, 'stale_edit');
      await audit(tx, instanceId, actor, action, toPlace(before), after);
      return toPlace(after);
    });
  }

  const tags = ['staff', 'back office'];

  app.get(
    '/staff/branches/:branch/places.json',
    {
      preValidation: staffRequired,
      schema: {
        tags,
        summary:
          "A branch's places (tables, rooms, seats, boxes, counters) with their secret codes, retired ones last",
        headers: staffHeaders,
        params: branchParams,
        response: { 200: staffPlacesSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { instanceId } = await requireStaff(request);
      const branch = await requireSupplierByRef(app.db, instanceId, request.params.branch);
      return { places: (await allPlacesOfSupplier(app.db, instanceId, branch.id)).map(toPlace) };
    },
  );

  app.post(
    '/staff/branches/:branch/places.json',
    {
      preValidation: staffRequired,
      schema: {
        tags,
        summary: 'Add a place to a branch; it gets a fresh secret code for its QR',
        headers: staffHeaders,
        params: branchParams,
        body: placeCreateSchema,
        response: { 200: placeOutSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { instanceId } = await requireStaff(request);
      const branch = await requireSupplierByRef(app.db, instanceId, request.params.branch);
      const actor = await auditActorOf(request);
      return app.db.transaction(async (tx) => {
        let row: PlaceRow | null = null;
        // a code already taken (one in 36^10) draws another
        while (!row) {
          row = await insertPlace(tx, {
            instanceId,
            supplierId: branch.id,
            code: freshCode(branch),
            label: request.body.label,
            kind: request.body.kind,
          });
        }
        await audit(tx, instanceId, actor, 'create_place', null, row);
        return toPlace(row);
      });
    },
  );

  app.put(
    '/staff/branches/:branch/places/:place.json',
    {
      preValidation: staffRequired,
      schema: {
        tags,
        summary:
          'Rename a place, change its kind, retire it (active false: its QR stops opening, its orders stay) or ' +
          'restore it; a version other than the current one answers 409 stale_edit',
        headers: staffHeaders,
        params: placeParams,
        body: placeUpdateSchema,
        response: { 200: placeOutSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { instanceId } = await requireStaff(request);
      const branch = await requireSupplierByRef(app.db, instanceId, request.params.branch);
      const actor = await auditActorOf(request);
      const { version, ...set } = request.body;
      const action =
        set.active === false ? 'retire_place' : set.active === true ? 'restore_place' : 'update_place';
      return changePlace(instanceId, branch, request.params.place, version, actor, action, set);
    },
  );

  app.post(
    '/staff/branches/:branch/places/:place/code.json',
    {
      preValidation: staffRequired,
      schema: {
        tags,
        summary:
          'Draw a new secret code for a place: the old QR stops opening the table at once ("table not identified"), ' +
          'the new one opens it',
        headers: staffHeaders,
        params: placeParams,
        body: placeCodeSchema,
        response: { 200: placeOutSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { instanceId } = await requireStaff(request);
      const branch = await requireSupplierByRef(app.db, instanceId, request.params.branch);
      const actor = await auditActorOf(request);
      const place = request.params.place;
      return changePlace(instanceId, branch, place, request.body.version, actor, 'new_place_code', {
        code: freshCode(branch),
      });
    },
  );
};
