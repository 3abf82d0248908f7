import type { ErrorKey } from '../errors/error-keys.ts';
import {
  FLOOR_COLUMNS,
  FLOOR_MAX_SPAN,
  FLOOR_ROWS,
  type FloorLayout,
  type FloorPosition,
  type FloorState,
} from './floor.schema.ts';

// The floor plan's rules (issue 54 part 6, docs/decisions/113-floor-plan.md): a place's state from
// what the server knows of its open orders, the tidy default grid of places not arranged yet, the
// moves of the arranging screen (arrow keys, a drop), and the check of a layout before it is saved.

/** What the server knows of a place's open orders, summed over them (a seat's or counter's code is
 * shared by strangers, each with an order of their own). */
export interface FloorFacts {
  /** Open orders at the place. */
  orders: number;
  /** Items in the diners' carts, not sent to the kitchen yet. */
  itemsPending: number;
  /** Items sent to the kitchen (a round) and not delivered yet. */
  itemsInKitchen: number;
  /** Open waiter calls asking for the bill. */
  billCalls: number;
  /** Open waiter calls to pay in cash or by card reader. */
  paymentCalls: number;
  /** Payments waiting for an outcome (the waiter's cash not settled yet, a card at the gateway). */
  paymentsInProgress: number;
  /** What the orders' payments have covered, and their total (minor units). */
  paid: number;
  total: number;
}

/**
 * The state a place is drawn in, the furthest along the evening that holds: free without an open
 * order; paying while a payment waits for its outcome, a diner called to pay, or part of the bill is
 * paid; asking for the bill while a call for it is open; waiting for food while a round is in the
 * kitchen; otherwise ordering (seated, choosing, or with everything served and free to order more).
 */
export function floorState(facts: FloorFacts): FloorState {
  if (facts.orders === 0) return 'free';
  const partlyPaid = facts.paid > 0 && facts.paid < facts.total;
  if (facts.paymentsInProgress > 0 || facts.paymentCalls > 0 || partlyPaid) return 'paying';
  if (facts.billCalls > 0) return 'asking_bill';
  if (facts.itemsInKitchen > 0) return 'waiting_food';
  return 'ordering';
}

/** The canvas a place stays inside. */
export function clampToFloor(position: FloorPosition): FloorPosition {
  const width = Math.min(Math.max(position.width, 1), FLOOR_MAX_SPAN, FLOOR_COLUMNS);
  const height = Math.min(Math.max(position.height, 1), FLOOR_MAX_SPAN, FLOOR_ROWS);
  return {
    ...position,
    width,
    height,
    x: Math.min(Math.max(Math.round(position.x), 0), FLOOR_COLUMNS - width),
    y: Math.min(Math.max(Math.round(position.y), 0), FLOOR_ROWS - height),
  };
}

/** A place moved by `dx`, `dy` cells (an arrow key), never off the canvas. */
export function moveOnFloor(position: FloorPosition, dx: number, dy: number): FloorPosition {
  return clampToFloor({ ...position, x: position.x + dx, y: position.y + dy });
}

/** A place grown or shrunk by `dw`, `dh` cells (Shift and an arrow key), never off the canvas. */
export function resizeOnFloor(position: FloorPosition, dw: number, dh: number): FloorPosition {
  const width = Math.min(position.width + dw, FLOOR_COLUMNS - position.x);
  const height = Math.min(position.height + dh, FLOOR_ROWS - position.y);
  return clampToFloor({ ...position, width, height });
}

const overlaps = (a: FloorPosition, b: FloorPosition) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The default grid's tiers, tried in turn until every place not arranged fits: slots of 4 x 3
 * cells holding a table of 3 x 2 (room for its name and state) with a cell between; then 2 x 2
 * holding 1 x 1; then every cell. */
const gridTiers = [
  { slotX: 4, slotY: 3, width: 3, height: 2 },
  { slotX: 2, slotY: 2, width: 1, height: 1 },
  { slotX: 1, slotY: 1, width: 1, height: 1 },
] as const;

function freeSlots(tier: (typeof gridTiers)[number], arranged: readonly FloorPosition[]): FloorPosition[] {
  const slots: FloorPosition[] = [];
  for (let y = 0; y + tier.height <= FLOOR_ROWS; y += tier.slotY) {
    for (let x = 0; x + tier.width <= FLOOR_COLUMNS; x += tier.slotX) {
      const at: FloorPosition = { x, y, width: tier.width, height: tier.height, shape: 'square' };
      if (!arranged.some((taken) => overlaps(at, taken))) slots.push(at);
    }
  }
  return slots;
}

/**
 * Where each place stands: where a manager put it, or else in a tidy grid, row by row in the order
 * given (the branch's places by label), in the cells no arranged place takes. The grid is the
 * largest of its tiers that holds them all; a floor too full for even that puts the rest in its
 * top-left cell, for the manager to move.
 */
export function floorPositions<P extends { id: string }>(
  places: readonly P[],
  saved: ReadonlyMap<string, FloorPosition>,
): (P & { position: FloorPosition; arranged: boolean })[] {
  const arranged = places.flatMap((p) => saved.get(p.id) ?? []);
  const waiting = places.filter((p) => !saved.has(p.id)).length;
  let slots: FloorPosition[] = [];
  for (const tier of gridTiers) {
    slots = freeSlots(tier, arranged);
    if (slots.length >= waiting) break;
  }
  let next = 0;
  return places.map((place) => {
    const position = saved.get(place.id);
    if (position) return { ...place, position, arranged: true };
    const slot = slots[next++] ?? { x: 0, y: 0, width: 1, height: 1, shape: 'square' as const };
    return { ...place, position: slot, arranged: false };
  });
}

export type FloorLayoutCheck =
  | { ok: true }
  | { ok: false; key: ErrorKey; params: Record<string, string | number> };

/** A layout to save: every place the branch's (`floor_place_unknown`, naming the id sent) and
 * inside the canvas (`floor_place_off_canvas`, naming the place and the canvas's size). The first
 * failure answers; nothing is saved then. */
export function checkFloorLayout(layout: FloorLayout, labels: ReadonlyMap<string, string>): FloorLayoutCheck {
  for (const place of layout.places) {
    const label = labels.get(place.id);
    if (label === undefined) return { ok: false, key: 'floor_place_unknown', params: { place: place.id } };
    if (place.x + place.width > FLOOR_COLUMNS || place.y + place.height > FLOOR_ROWS) {
      return {
        ok: false,
        key: 'floor_place_off_canvas',
        params: { place: label, columns: FLOOR_COLUMNS, rows: FLOOR_ROWS },
      };
    }
  }
  return { ok: true };
}
