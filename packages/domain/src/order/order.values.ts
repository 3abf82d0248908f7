// The order statuses as plain values: the order-tracking screen needs them for its steps, not the
// zod schemas that validate a purchase (so its first render loads without zod,
// docs/decisions/033-first-render-bytes.md).

/** spec §4 order statuses. */
export const orderStatuses = [
  'on_hold',
  'accepted',
  'preparation',
  'packed',
  'on_the_way',
  'delivered',
  'canceled',
  'in_progress',
  'finished',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];
