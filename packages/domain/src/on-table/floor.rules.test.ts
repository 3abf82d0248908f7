import { describe, expect, it } from 'vitest';
import {
  checkFloorLayout,
  type FloorFacts,
  floorPositions,
  floorState,
  moveOnFloor,
  resizeOnFloor,
} from './floor.rules.ts';
import { FLOOR_COLUMNS, FLOOR_ROWS, type FloorPosition } from './floor.schema.ts';

const seated: FloorFacts = {
  orders: 1,
  itemsPending: 0,
  itemsInKitchen: 0,
  billCalls: 0,
  paymentCalls: 0,
  paymentsInProgress: 0,
  paid: 0,
  total: 0,
};
const at = (x: number, y: number, width = 2, height = 2): FloorPosition => ({
  x,
  y,
  width,
  height,
  shape: 'square',
});

describe('floorState', () => {
  it('is free without an open order, whatever else is known', () => {
    expect(floorState({ ...seated, orders: 0, billCalls: 1 })).toBe('free');
  });

  it('is ordering while diners sit and fill their cart, and once everything is served', () => {
    expect(floorState(seated)).toBe('ordering');
    expect(floorState({ ...seated, itemsPending: 3, total: 30_000 })).toBe('ordering');
  });

  it('is waiting for food while a round is in the kitchen, even with more in the cart', () => {
    expect(floorState({ ...seated, itemsInKitchen: 2, itemsPending: 1 })).toBe('waiting_food');
  });

  it('is asking for the bill while a call for it is open, past the kitchen', () => {
    expect(floorState({ ...seated, itemsInKitchen: 1, billCalls: 1 })).toBe('asking_bill');
  });

  it('is paying while a payment waits for its outcome, a diner called to pay, or part is paid', () => {
    expect(floorState({ ...seated, billCalls: 1, paymentsInProgress: 1 })).toBe('paying');
    expect(floorState({ ...seated, paymentCalls: 1 })).toBe('paying');
    expect(floorState({ ...seated, paid: 10_000, total: 30_000, billCalls: 1 })).toBe('paying');
  });

  it('is not paying when the whole bill was paid first and the food is on its way', () => {
    expect(floorState({ ...seated, paid: 30_000, total: 30_000, itemsInKitchen: 2 })).toBe('waiting_food');
  });
});

describe('floorPositions', () => {
  const places = ['a', 'b', 'c'].map((id) => ({ id }));

  it('puts places not arranged in a tidy grid, row by row, a cell between them', () => {
    const drawn = floorPositions(places, new Map());
    expect(drawn.map((p) => [p.position.x, p.position.y, p.arranged])).toEqual([
      [0, 0, false],
      [4, 0, false],
      [8, 0, false],
    ]);
    expect(drawn.every((p) => p.position.width === 3 && p.position.height === 2)).toBe(true);
  });

  it('keeps an arranged place where the manager put it and fills the grid around it', () => {
    const drawn = floorPositions(places, new Map([['a', at(0, 0, 5, 2)]]));
    expect(drawn[0]).toMatchObject({ position: at(0, 0, 5, 2), arranged: true });
    // the slot at x 4 overlaps the arranged place: the grid skips it
    expect(drawn.slice(1).map((p) => [p.position.x, p.position.y])).toEqual([
      [8, 0],
      [12, 0],
    ]);
  });

  it('packs the grid tighter when the places do not fit its roomiest tier, never overlapping', () => {
    const many = Array.from({ length: 100 }, (_, i) => ({ id: `p${i}` }));
    const drawn = floorPositions(many, new Map());
    const cells = new Set(drawn.map((p) => `${p.position.x},${p.position.y}`));
    expect(cells.size).toBe(100);
    for (const { position } of drawn) {
      expect(position.x + position.width).toBeLessThanOrEqual(FLOOR_COLUMNS);
      expect(position.y + position.height).toBeLessThanOrEqual(FLOOR_ROWS);
    }
  });
});

describe('moving and resizing on the floor', () => {
  it('moves a place a cell per arrow key and stops at the canvas’s edges', () => {
    expect(moveOnFloor(at(3, 3), 1, 0)).toEqual(at(4, 3));
    expect(moveOnFloor(at(0, 0), -1, -1)).toEqual(at(0, 0));
    expect(moveOnFloor(at(FLOOR_COLUMNS - 2, FLOOR_ROWS - 2), 1, 1)).toEqual(
      at(FLOOR_COLUMNS - 2, FLOOR_ROWS - 2),
    );
  });

  it('grows a place up to the canvas’s edge and shrinks it to one cell at least', () => {
    expect(resizeOnFloor(at(FLOOR_COLUMNS - 3, 0), 5, 0).width).toBe(3);
    expect(resizeOnFloor(at(0, 0, 1, 1), -1, -1)).toEqual(at(0, 0, 1, 1));
    expect(resizeOnFloor(at(0, 0), 1, 1)).toEqual(at(0, 0, 3, 3));
  });
});

describe('checkFloorLayout', () => {
  const labels = new Map([['t1', 'Mesa 1']]);

  it('accepts places of the branch inside the canvas', () => {
    expect(checkFloorLayout({ places: [{ id: 't1', ...at(FLOOR_COLUMNS - 2, 0) }] }, labels)).toEqual({
      ok: true,
    });
  });

  it('refuses a place off the canvas, naming it and the canvas’s size', () => {
    expect(checkFloorLayout({ places: [{ id: 't1', ...at(FLOOR_COLUMNS - 1, 0) }] }, labels)).toEqual({
      ok: false,
      key: 'floor_place_off_canvas',
      params: { place: 'Mesa 1', columns: FLOOR_COLUMNS, rows: FLOOR_ROWS },
    });
  });

  it('refuses a place that is not the branch’s', () => {
    expect(checkFloorLayout({ places: [{ id: 'elsewhere', ...at(0, 0) }] }, labels)).toEqual({
      ok: false,
      key: 'floor_place_unknown',
      params: { place: 'elsewhere' },
    });
  });
});
