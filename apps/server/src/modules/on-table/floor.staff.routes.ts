import { floorLayoutBody, floorSchema } from '@storefront/domain/on-table/floor.schema';
import { staffBranchQuery } from '@storefront/domain/on-table/staff.schema';
import { branchParams } from '@storefront/domain/venue/branch-settings.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../lib/http.ts';
import { auditActorOf } from '../staff/audit-log.ts';
import { requireStaff, staffHeaders, staffRequired } from '../staff/staff.auth.ts';
import { arrangeFloor, readFloor } from './floor.service.ts';

// The floor plan's staff routes (issue 54 part 6, docs/decisions/113-floor-plan.md,
// docs/staff-api.md): the live floor for whoever works the tables (`tables.read`) and its arranging
// for owners and managers (`branches.edit`), both in the role table of
// packages/domain/src/staff/routes/floor.ts.

export const floorStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/floor.json',
    {
      preValidation: staffRequired,
      schema: {
        tags: ['staff'],
        summary:
          "A branch's floor plan: each active place where it stands (in cells of a `columns` x `rows` canvas; " +
          '`arranged` false while it waits in the default grid) and its state: free, ordering, waiting_food, ' +
          'asking_bill or paying, with its open orders, items in the cart and in the kitchen and open calls',
        headers: staffHeaders,
        querystring: staffBranchQuery,
        response: { 200: floorSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { instanceId } = await requireStaff(request);
      return readFloor(app.db, instanceId, request.query.supplier_id);
    },
  );

  app.put(
    '/staff/branches/:branch/floor.json',
    {
      preValidation: staffRequired,
      schema: {
        tags: ['staff', 'back office'],
        summary:
          'Arrange the floor: put the places named where they now stand (cells from the top-left corner, ' +
          'width and height up to 8, square or round); the others keep theirs. A place not of the branch ' +
          '(400 `floor_place_unknown`) or off the canvas (400 `floor_place_off_canvas`) refuses the whole ' +
          'layout and nothing changes. Answers the floor as it is now',
        headers: staffHeaders,
        params: branchParams,
        body: floorLayoutBody,
        response: { 200: floorSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { instanceId } = await requireStaff(request);
      const actor = await auditActorOf(request);
      return arrangeFloor(app, instanceId, request.params.branch, request.body, actor);
    },
  );
};
