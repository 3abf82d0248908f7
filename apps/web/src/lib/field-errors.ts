/** Field errors of a nested part of a form (`address.street` → `street`), for the part's own fields. */
export const errorsUnder = (prefix: string, errors: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(errors).flatMap(([k, v]) => (k.startsWith(prefix) ? [[k.slice(prefix.length), v]] : [])),
  );

/** The part's field errors named within the whole form (`street` → `address.street`). */
export const errorsNamed = (prefix: string, errors: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [`${prefix}${k}`, v]));
