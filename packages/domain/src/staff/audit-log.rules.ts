// What an audit log entry changed (docs/back-office.md#audit-log): the fields whose value differs
// between the row before and after, each with both values, so the console shows "price: 12.000 →
// 13.500" instead of two whole rows. Nested objects are compared by their paths ("name.en").

export interface FieldChange {
  /** The field's path in the row, dots between levels (`name.en`, `theme.primary`). */
  path: string;
  before: unknown;
  after: unknown;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The same value, arrays and objects compared by their contents. */
function same(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => same(item, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => same(a[key], b[key]));
  }
  return false;
}

/** Fields a row's version moves on every save: never a change of its own. */
const bookkeeping = new Set(['version', 'updated_at', 'updatedAt']);

/** The fields that changed from `before` to `after` (a created row: every field of `after`; a
 * removed one: every field of `before`), in the order they first appear. Arrays are compared whole. */
export function changedFields(before: unknown, after: unknown, prefix = ''): FieldChange[] {
  if (!isPlainObject(before) || !isPlainObject(after)) {
    if (same(before, after)) return [];
    if (prefix === '' && (isPlainObject(before) || isPlainObject(after))) {
      // a row created or removed: each of its fields, against nothing
      const row = (isPlainObject(after) ? after : before) as Record<string, unknown>;
      return Object.keys(row)
        .filter((key) => !bookkeeping.has(key))
        .map((key) => ({
          path: key,
          before: isPlainObject(before) ? before[key] : null,
          after: isPlainObject(after) ? after[key] : null,
        }));
    }
    return [{ path: prefix, before, after }];
  }
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((key) => prefix !== '' || !bookkeeping.has(key))
    .flatMap((key) => {
      const path = prefix ? `${prefix}.${key}` : key;
      const [a, b] = [before[key], after[key]];
      if (isPlainObject(a) && isPlainObject(b)) return changedFields(a, b, path);
      return same(a, b) ? [] : [{ path, before: a ?? null, after: b ?? null }];
    });
}
