import {
  kitchenItemBody,
  kitchenItemParams,
  kitchenMoveSchema,
  kitchenQuery,
  kitchenRoundBody,
  kitchenRoundParams,
  kitchenSchema,
} from '@storefront/domain/staff/kitchen.rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../lib/http.ts';
import { requireStaff, staffHeaders, staffRequired } from '../staff/staff.auth.ts';
import { kitchenBoard } from './kitchen-board.ts';
import { fireRound, moveItem, moveRound } from './kitchen-moves.ts';

// The kitchen board's routes (docs/staff-api.md, ADR 108): a station's board or the expo, and the
// bumps, recalls and fires of table rounds. Who may: docs/staff-roles.md (`orders.read`, `rounds.mark`).
const tags = ['staff'];
const guarded = { preValidation: staffRequired };
const moveAnswers = { 200: kitchenMoveSchema, ...errorAnswers(400, 401, 403, 404, 409) };

export const staffKitchenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/kitchen.json',
    {
      ...guarded,
      schema: {
        tags,
        summary:
          "The kitchen board's table tickets, one per round still to prepare or deliver, oldest first. " +
          'With `station` only that station’s items (a product without a station is on the `kitchen` ' +
          'board); without it the expo: every item and which stations of each round are done. ' +
          '`all_day`: what is still to cook per product, held courses left out',
        headers: staffHeaders,
        querystring: kitchenQuery,
        response: { 200: kitchenSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { instanceId } = await requireStaff(request);
      const { supplier_id: branch, station } = request.query;
      return kitchenBoard(app, instanceId, branch, station ?? null);
    },
  );

  app.put(
    '/staff/kitchen/:purchase/items/:item.json',
    {
      ...guarded,
      schema: {
        tags,
        summary:
          'Bump one item of a table round (`prepared`) or recall it (`ordered`). A held course’s item ' +
          'answers 409 `kitchen_item_held`; one no longer in the kitchen 409 `conflict`; `moved: 0` when ' +
          'it already was where asked (another tablet was first)',
        headers: staffHeaders,
        params: kitchenItemParams,
        body: kitchenItemBody,
        response: moveAnswers,
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      const { purchase, item } = request.params;
      return moveItem(app, staff, purchase, item, request.body.state);
    },
  );

  app.put(
    '/staff/kitchen/:purchase/rounds/:round.json',
    {
      ...guarded,
      schema: {
        tags,
        summary:
          'Bump a ticket (`prepared`: the round’s items at `station`, or at every station), recall a bumped ' +
          'one (`ordered`), or serve it from the expo (`delivered`). Held items are neither bumped nor ' +
          'served; 404 when the round has nothing of the station in the kitchen',
        headers: staffHeaders,
        params: kitchenRoundParams,
        body: kitchenRoundBody,
        response: moveAnswers,
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      const { purchase, round } = request.params;
      return moveRound(app, staff, purchase, round, request.body);
    },
  );

  app.post(
    '/staff/kitchen/:purchase/rounds/:round/fire.json',
    {
      ...guarded,
      schema: {
        tags,
        summary:
          'Fire the round’s next held course ("fire mains"): its items reach their stations. 409 ' +
          '`kitchen_nothing_held` when none waits; `moved: 0` when another tablet fired it first',
        headers: staffHeaders,
        params: kitchenRoundParams,
        response: moveAnswers,
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      const { purchase, round } = request.params;
      return fireRound(app, staff, purchase, round);
    },
  );
};
