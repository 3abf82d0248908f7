// Kitchen stations, courses and the expo (issue 54 part 3, docs/decisions/108-kitchen-stations.md).
// A product names the station that cooks it (grill, cold, bar, pastry) and, optionally, the course
// it belongs to; one without a station goes to the default `kitchen` board, so nothing ever
// disappears. In a round with several courses the first fires at once and the later ones are held
// until someone fires them ("fire mains"), as Toast's and Square's KDS coursing does.

/** The stations a product may name, in the order the console offers them; `kitchen` is the
 * default board of every product without one. */
export const kitchenStations = ['grill', 'cold', 'bar', 'pastry', 'kitchen'] as const;
export type KitchenStation = (typeof kitchenStations)[number];
export const DEFAULT_STATION: KitchenStation = 'kitchen';

/** The courses a product may belong to, in the order they are served; no course = fires at once. */
export const kitchenCourses = ['starter', 'main', 'dessert'] as const;
export type KitchenCourse = (typeof kitchenCourses)[number];

/** The board a product's items go to: its station, or the default `kitchen` board for none (or one
 * this version does not know). */
export function stationOf(station: string | null | undefined): KitchenStation {
  return (kitchenStations as readonly string[]).includes(station ?? '')
    ? (station as KitchenStation)
    : DEFAULT_STATION;
}

export interface CoursedItem {
  course: KitchenCourse | null;
}

/** Which courses of a round are held on arrival: every course served after the round's first one.
 * Items without a course (drinks, sides) are never held. */
export function heldCourses(items: readonly CoursedItem[]): KitchenCourse[] {
  const present = kitchenCourses.filter((course) => items.some((item) => item.course === course));
  return present.slice(1);
}

/** Whether an item is held: its course is held in its round and nobody has fired it yet. */
export function isHeld(
  item: CoursedItem,
  held: readonly KitchenCourse[],
  fired: ReadonlySet<KitchenCourse>,
): boolean {
  return item.course !== null && held.includes(item.course) && !fired.has(item.course);
}

/** The course a "fire" fires next: the earliest held course not fired yet, or null when none waits. */
export function nextCourseToFire(
  held: readonly KitchenCourse[],
  fired: ReadonlySet<KitchenCourse>,
): KitchenCourse | null {
  return held.find((course) => !fired.has(course)) ?? null;
}

export interface StationItem {
  station: KitchenStation;
  state: 'ordered' | 'prepared';
  held: boolean;
}

/** A ticket's stations for the expo, in the console's order: each done once all its items are
 * bumped (prepared). A station whose only items are held is not done. */
export function stationsDone(items: readonly StationItem[]): { station: KitchenStation; done: boolean }[] {
  return kitchenStations
    .filter((station) => items.some((item) => item.station === station))
    .map((station) => ({
      station,
      done: items.filter((item) => item.station === station).every((item) => item.state === 'prepared'),
    }));
}

/** Where a ticket stands on a board showing `items` (one station's, or all for the expo): `held`
 * when everything left to cook waits for its course, `ordered` while something is to cook, else
 * `prepared` (bumped: it can be recalled). */
export function boardState(items: readonly StationItem[]): 'ordered' | 'prepared' | 'held' {
  const toCook = items.filter((item) => item.state === 'ordered');
  if (toCook.length === 0) return 'prepared';
  return toCook.every((item) => item.held) ? 'held' : 'ordered';
}

/** The all-day counts (Toast's "all day"): how many of each product are still to cook across the
 * board's tickets, held items left out until fired; most first, then by name. */
export function allDayCounts<T extends { product_id: string; count: number; state: string; held: boolean }>(
  items: readonly T[],
): { product_id: string; item: T; count: number }[] {
  const counts = new Map<string, { product_id: string; item: T; count: number }>();
  for (const item of items) {
    if (item.state !== 'ordered' || item.held) continue;
    const entry = counts.get(item.product_id) ?? { product_id: item.product_id, item, count: 0 };
    entry.count += item.count;
    counts.set(item.product_id, entry);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.product_id.localeCompare(b.product_id));
}

/** The state a bump or a recall moves an item from: a bump takes an item to cook to prepared, a
 * recall a prepared one back to cook. */
export function bumpFrom(to: 'prepared' | 'ordered'): 'ordered' | 'prepared' {
  return to === 'prepared' ? 'ordered' : 'prepared';
}
