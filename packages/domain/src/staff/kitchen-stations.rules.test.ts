import { describe, expect, it } from 'vitest';
import {
  allDayCounts,
  boardState,
  bumpFrom,
  heldCourses,
  isHeld,
  nextCourseToFire,
  stationOf,
  stationsDone,
} from './kitchen-stations.rules.ts';

describe('stationOf', () => {
  it('sends a product without a station, or with one it does not know, to the default kitchen board', () => {
    expect(stationOf('grill')).toBe('grill');
    expect(stationOf('bar')).toBe('bar');
    expect(stationOf(null)).toBe('kitchen');
    expect(stationOf(undefined)).toBe('kitchen');
    expect(stationOf('wok')).toBe('kitchen');
  });
});

describe('heldCourses', () => {
  it("holds every course after the round's first, never an item without a course", () => {
    expect(heldCourses([{ course: 'starter' }, { course: 'main' }, { course: null }])).toEqual(['main']);
    expect(heldCourses([{ course: 'dessert' }, { course: 'starter' }, { course: 'main' }])).toEqual([
      'main',
      'dessert',
    ]);
  });

  it('holds nothing in a round of one course, or of none', () => {
    expect(heldCourses([{ course: 'main' }, { course: 'main' }, { course: null }])).toEqual([]);
    expect(heldCourses([{ course: null }])).toEqual([]);
  });
});

describe('isHeld and nextCourseToFire', () => {
  it('keeps a later course held until it is fired, and fires the earliest held course first', () => {
    const held = heldCourses([{ course: 'starter' }, { course: 'main' }, { course: 'dessert' }]);
    const none = new Set<never>();
    expect(isHeld({ course: 'starter' }, held, none)).toBe(false);
    expect(isHeld({ course: 'main' }, held, none)).toBe(true);
    expect(isHeld({ course: null }, held, none)).toBe(false);
    expect(nextCourseToFire(held, none)).toBe('main');
    const fired = new Set(['main'] as const);
    expect(isHeld({ course: 'main' }, held, fired)).toBe(false);
    expect(isHeld({ course: 'dessert' }, held, fired)).toBe(true);
    expect(nextCourseToFire(held, fired)).toBe('dessert');
    expect(nextCourseToFire(held, new Set(['main', 'dessert'] as const))).toBeNull();
  });
});

describe('stationsDone', () => {
  it("marks a ticket's station done once all its items are bumped, in the console's order", () => {
    expect(
      stationsDone([
        { station: 'bar', state: 'prepared', held: false },
        { station: 'grill', state: 'prepared', held: false },
        { station: 'grill', state: 'ordered', held: false },
      ]),
    ).toEqual([
      { station: 'grill', done: false },
      { station: 'bar', done: true },
    ]);
  });

  it('never counts a station done while its held items wait', () => {
    expect(stationsDone([{ station: 'pastry', state: 'ordered', held: true }])).toEqual([
      { station: 'pastry', done: false },
    ]);
  });
});

describe('boardState', () => {
  it('is to cook while anything fired is left, held when only held items are, bumped when none', () => {
    expect(
      boardState([
        { station: 'grill', state: 'ordered', held: true },
        { station: 'grill', state: 'ordered', held: false },
      ]),
    ).toBe('ordered');
    expect(
      boardState([
        { station: 'grill', state: 'ordered', held: true },
        { station: 'grill', state: 'prepared', held: false },
      ]),
    ).toBe('held');
    expect(boardState([{ station: 'grill', state: 'prepared', held: false }])).toBe('prepared');
  });
});

describe('allDayCounts', () => {
  it('adds up what is still to cook per product, held and bumped items left out, most first', () => {
    const counts = allDayCounts([
      { product_id: 'steak', count: 2, state: 'ordered', held: false },
      { product_id: 'lemonade', count: 1, state: 'ordered', held: false },
      { product_id: 'steak', count: 1, state: 'ordered', held: false },
      { product_id: 'steak', count: 5, state: 'prepared', held: false },
      { product_id: 'flan', count: 4, state: 'ordered', held: true },
    ]);
    expect(counts.map(({ product_id, count }) => [product_id, count])).toEqual([
      ['steak', 3],
      ['lemonade', 1],
    ]);
  });
});

describe('bumpFrom', () => {
  it('bumps an item to cook and recalls a bumped one', () => {
    expect(bumpFrom('prepared')).toBe('ordered');
    expect(bumpFrom('ordered')).toBe('prepared');
  });
});
