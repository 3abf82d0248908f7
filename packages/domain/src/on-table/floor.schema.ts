import { z } from 'zod';
import { placeKindSchema } from './on-table.schema.ts';

// The floor plan (issue 54 part 6, docs/decisions/113-floor-plan.md): a branch's places drawn on a
// grid of cells where they stand, each coloured by its state. The manager arranges them
// (PUT /staff/branches/{branch}/floor.json, `branches.edit`); waiters, managers and owners watch it
// (GET /staff/floor.json, `tables.read`).

/** The floor's canvas in cells: a place is a rectangle of whole cells inside it. */
export const FLOOR_COLUMNS = 32;
export const FLOOR_ROWS = 20;
/** The widest or tallest a place may be, in cells. */
export const FLOOR_MAX_SPAN = 8;

export const floorShapes = ['square', 'round'] as const;
export type FloorShape = (typeof floorShapes)[number];

/** What a place is doing now, from the floor's rule (`floorState`). */
export const floorStates = ['free', 'ordering', 'waiting_food', 'asking_bill', 'paying'] as const;
export type FloorState = (typeof floorStates)[number];

/** Where a place stands and how it is drawn, in cells from the canvas's top-left corner. */
export const floorPositionSchema = z.object({
  x: z.number().int().min(0),
  y: z.number().int().min(0),
  width: z.number().int().min(1).max(FLOOR_MAX_SPAN),
  height: z.number().int().min(1).max(FLOOR_MAX_SPAN),
  shape: z.enum(floorShapes),
});
export type FloorPosition = z.infer<typeof floorPositionSchema>;

export const floorPlaceSchema = floorPositionSchema.extend({
  id: z.string(),
  label: z.string(),
  kind: placeKindSchema,
  /** False while the place stands in the default grid, not yet arranged by a manager. */
  arranged: z.boolean(),
  state: z.enum(floorStates),
  /** The place's open orders, oldest first (strangers share a seat, box or counter code). */
  purchase_ids: z.array(z.string()),
  /** Items in the diners' carts, not sent yet. */
  items_pending: z.number().int(),
  /** Items sent to the kitchen and not delivered yet. */
  items_in_kitchen: z.number().int(),
  open_calls: z.number().int(),
});
export type FloorPlace = z.infer<typeof floorPlaceSchema>;

/** GET /staff/floor.json */
export const floorSchema = z.object({
  columns: z.number().int(),
  rows: z.number().int(),
  places: z.array(floorPlaceSchema),
});
export type Floor = z.infer<typeof floorSchema>;

/** PUT /staff/branches/{branch}/floor.json: the places moved, each where it now stands. Places not
 * named keep theirs. Whether each fits the canvas and is the branch's is the rule's
 * (`checkFloorLayout`), answered with its own key. */
export const floorLayoutBody = z.strictObject({
  places: z
    .array(
      floorPositionSchema.extend({
        id: z.string().min(1).max(64),
        x: z.number().int().min(0).max(999),
        y: z.number().int().min(0).max(999),
        shape: z.enum(floorShapes).default('square'),
      }),
    )
    .min(1)
    .max(500)
    .refine((list) => new Set(list.map((p) => p.id)).size === list.length, 'each place once'),
});
export type FloorLayout = z.infer<typeof floorLayoutBody>;
