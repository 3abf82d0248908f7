// Text the stores can keep (docs/operations.md). PostgreSQL and PGlite refuse U+0000 in text and jsonb,
// and jsonb refuses a lone UTF-16 surrogate (`"\ud800"` in a JSON body parses to one): such a value
// would fail in the driver as a 500. Every text a diner or a venue file sends is checked against
// this one rule at the edge (the server's input guard, the venue import schema).

// With the `u` flag a lone surrogate is a code point of category Cs; a proper pair is one astral
// code point, not Cs.
const loneSurrogate = /\p{Cs}/u;

/** Well-formed Unicode (no lone surrogate) without U+0000. */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !loneSurrogate.test(text);
}

/** The path (keys and indexes) of the first string or object key of `value` that is not storable
 * text, `[]` for the value itself, or null when all are. Iterative: a body may nest thousands of
 * levels deep within the size limit. */
export function unstorableTextPath(value: unknown): string[] | null {
  if (allStorable(value)) return null;
  // Each entry links to its parent: the path is only built for the value that is found.
  interface Step {
    key: string;
    parent: Step | null;
  }
  const pathOf = (step: Step | null): string[] => {
    const path: string[] = [];
    for (let at = step; at; at = at.parent) path.push(at.key);
    return path.reverse();
  };
  const stack: [unknown, Step | null][] = [[value, null]];
  while (stack.length > 0) {
    const [item, step] = stack.pop()!;
    if (typeof item === 'string') {
      if (!isStorableText(item)) return pathOf(step);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        const childStep = { key, parent: step };
        if (!isStorableText(key)) return pathOf(childStep);
        stack.push([child, childStep]);
      }
    }
  }
  return null;
}

/** Whether every string and object key of `value` is storable text: the walk of
 * `unstorableTextPath` without the steps of a path, which only the value that fails needs. Every
 * request's headers, path, query and body are walked, and the steps were most of what the guard
 * allocated. Iterative, like the walk it spares. */
function allStorable(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (!isStorableText(item)) return false;
    } else if (Array.isArray(item)) {
      for (let i = 0; i < item.length; i++) stack.push(item[i]);
    } else if (item !== null && typeof item === 'object') {
      for (const key in item) {
        if (!Object.hasOwn(item, key)) continue;
        if (!isStorableText(key)) return false;
        stack.push((item as Record<string, unknown>)[key]);
      }
    }
  }
  return true;
}
