// A small, deliberately lenient reader of the JSON Schemas that `@fastify/swagger` publishes for the
// routes (zod -> JSON Schema through fastify-type-provider-zod). The fuzz suite uses it to build a
// valid request and to be sure a generated value is really invalid before it demands a 4xx.
// Lenient means: when in doubt it says "accepted", so a request is only called bad when the
// schema certainly rejects it.

export type JsonSchema = boolean | { [keyword: string]: unknown };

/** How a value travels: JSON bodies keep their types; path, query and header values are text that
 * zod schemas usually coerce (`z.coerce.number()` publishes as `type: number`). */
export type Transport = 'json' | 'text';

/** A string of `count` copies of `unit`, built only when the request is sent (small reports). */
export class Huge {
  readonly unit: string;
  readonly count: number;
  constructor(unit: string, count: number) {
    this.unit = unit;
    this.count = count;
  }
  toString(): string {
    return this.unit.repeat(this.count);
  }
  toJSON(): string {
    return `<${this.count} x ${JSON.stringify(this.unit)}>`;
  }
}

/** `depth` nested arrays or objects, serialized without recursion (JSON.stringify would overflow). */
export class Deep {
  readonly kind: 'array' | 'object';
  readonly depth: number;
  constructor(kind: 'array' | 'object', depth: number) {
    this.kind = kind;
    this.depth = depth;
  }
  serialize(): string {
    return this.kind === 'array'
      ? `${'['.repeat(this.depth)}${']'.repeat(this.depth)}`
      : `${'{"a":'.repeat(this.depth)}{}${'}'.repeat(this.depth)}`;
  }
  /** A shallow stand-in the checker reasons about (same shape at the top levels). */
  shallow(): unknown {
    return this.kind === 'array' ? [[[]]] : { a: { a: { a: {} } } };
  }
  toJSON(): string {
    return `<${this.depth} nested ${this.kind}s>`;
  }
}

/** Serializes a generated body, expanding the Huge and Deep markers. */
export function serialize(value: unknown): string {
  if (value instanceof Deep) return value.serialize();
  if (value instanceof Huge) return JSON.stringify(value.toString());
  if (Array.isArray(value))
    return `[${value.map((item) => serialize(item === undefined ? null : item)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const parts: string[] = [];
    for (const [key, item] of Object.entries(value)) {
      if (item !== undefined) parts.push(`${JSON.stringify(key)}:${serialize(item)}`);
    }
    return `{${parts.join(',')}}`;
  }
  // NaN and Infinity become null exactly as JSON.stringify does.
  return JSON.stringify(value) ?? 'null';
}

/** The value the server will see after JSON parsing (markers replaced by stand-ins). */
function normalize(value: unknown): unknown {
  if (value instanceof Deep) return value.shallow();
  if (value instanceof Huge) return value.toString();
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  if (Array.isArray(value)) return value.map((item) => (item === undefined ? null : normalize(item)));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, item]) => item !== undefined)
        .map(([key, item]) => [key, normalize(item)]),
    );
  }
  return value;
}

function asObject(schema: JsonSchema): Record<string, unknown> {
  return typeof schema === 'object' && schema !== null ? schema : {};
}

/** Inlines `#/components/schemas/...` and `#/$defs/...` references (bounded, cycles stop at `{}`). */
export function deref(schema: unknown, root: Record<string, unknown>, depth = 0): JsonSchema {
  if (typeof schema === 'boolean') return schema;
  if (schema === null || typeof schema !== 'object') return {};
  if (depth > 30) return {};
  const node = schema as Record<string, unknown>;
  if (typeof node.$ref === 'string') {
    const target = node.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>(
        (at, part) =>
          at && typeof at === 'object'
            ? (at as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')]
            : undefined,
        root,
      );
    const { $ref: _ignored, ...rest } = node;
    return deref({ ...asObject(deref(target, root, depth + 1)), ...rest }, root, depth + 1);
  }
  if (Array.isArray(schema)) return schema.map((item) => deref(item, root, depth + 1)) as never;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' || key === '$defs' || key === 'patternProperties') {
      out[key] = Object.fromEntries(
        Object.entries((value ?? {}) as Record<string, unknown>).map(([name, sub]) => [
          name,
          deref(sub, root, depth + 1),
        ]),
      );
    } else if (['anyOf', 'oneOf', 'allOf', 'prefixItems'].includes(key) && Array.isArray(value)) {
      out[key] = value.map((sub) => deref(sub, root, depth + 1));
    } else if (['items', 'additionalProperties', 'not', 'propertyNames'].includes(key)) {
      out[key] =
        typeof value === 'object' || typeof value === 'boolean' ? deref(value, root, depth + 1) : value;
    } else {
      out[key] = value;
    }
  }
  return out;
}

function typesOf(schema: Record<string, unknown>): string[] | undefined {
  const type = schema.type;
  if (typeof type === 'string') return [type];
  if (Array.isArray(type)) return type as string[];
  return undefined;
}

function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function codePoints(text: string): number {
  let count = 0;
  for (const _char of text) count++;
  return count;
}

function matchesPattern(pattern: string, text: string): boolean {
  // zod builds its regexes without the `u` flag; JSON Schema means them with it. Either match counts.
  for (const flags of ['', 'u']) {
    try {
      if (new RegExp(pattern, flags).test(text)) return true;
    } catch {
      return true; // a pattern we cannot compile: assume accepted
    }
  }
  return false;
}

function stringAccepts(schema: Record<string, unknown>, text: string): boolean {
  if (typeof schema.maxLength === 'number' && codePoints(text) > schema.maxLength) return false;
  if (typeof schema.minLength === 'number' && text.length < schema.minLength) return false;
  if (typeof schema.pattern === 'string' && !matchesPattern(schema.pattern, text)) return false;
  if (schema.format === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  if (schema.format === 'email' && !/^[^@\s]+@[^@\s]+$/.test(text)) return false;
  if (schema.format === 'uuid' && !/^[0-9a-f-]{36}$/i.test(text)) return false;
  return true;
}

function numberAccepts(schema: Record<string, unknown>, value: number, integer: boolean): boolean {
  if (!Number.isFinite(value)) return false;
  if (integer && !Number.isInteger(value)) return false;
  if (typeof schema.minimum === 'number' && value < schema.minimum) return false;
  if (typeof schema.maximum === 'number' && value > schema.maximum) return false;
  if (typeof schema.exclusiveMinimum === 'number' && value <= schema.exclusiveMinimum) return false;
  if (typeof schema.exclusiveMaximum === 'number' && value >= schema.exclusiveMaximum) return false;
  return true;
}

/** Whether the schema (possibly) accepts the value; false only when it certainly does not. */
export function accepts(schema: JsonSchema, raw: unknown, transport: Transport = 'json'): boolean {
  if (schema === true) return true;
  if (schema === false) return false;
  const value = transport === 'json' ? normalize(raw) : raw instanceof Huge ? raw.toString() : raw;
  return check(schema, value, transport);
}

function check(schema: JsonSchema, value: unknown, transport: Transport): boolean {
  if (schema === true) return true;
  if (schema === false) return false;
  const s = schema;
  if (Array.isArray(s.allOf) && !s.allOf.every((sub) => check(sub as JsonSchema, value, transport)))
    return false;
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = s[key];
    if (Array.isArray(options) && !options.some((sub) => check(sub as JsonSchema, value, transport)))
      return false;
  }
  if (transport === 'text') return checkText(s, value);
  if ('const' in s && JSON.stringify(s.const) !== JSON.stringify(value)) return false;
  if (Array.isArray(s.enum) && !s.enum.some((option) => JSON.stringify(option) === JSON.stringify(value)))
    return false;
  const types = typesOf(s);
  const actual = jsonTypeOf(value);
  if (types) {
    const typeOk = types.includes(actual) || (actual === 'integer' && types.includes('number'));
    if (!typeOk) return false;
  }
  if (typeof value === 'string') return stringAccepts(s, value);
  if (typeof value === 'number')
    return numberAccepts(s, value, types?.includes('integer') === true && !types.includes('number'));
  if (Array.isArray(value)) {
    if (typeof s.maxItems === 'number' && value.length > s.maxItems) return false;
    if (typeof s.minItems === 'number' && value.length < s.minItems) return false;
    const prefix = Array.isArray(s.prefixItems) ? (s.prefixItems as JsonSchema[]) : [];
    return value.every((item, index) => {
      const itemSchema = index < prefix.length ? prefix[index] : (s.items as JsonSchema | undefined);
      return itemSchema === undefined || check(itemSchema, item, 'json');
    });
  }
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const required = Array.isArray(s.required) ? (s.required as string[]) : [];
    if (required.some((name) => !(name in record))) return false;
    const properties = (s.properties ?? {}) as Record<string, JsonSchema>;
    for (const [name, item] of Object.entries(record)) {
      const sub = properties[name];
      if (sub !== undefined) {
        if (!check(sub, item, 'json')) return false;
      } else if (
        typeof s.additionalProperties === 'object' &&
        !check(s.additionalProperties as JsonSchema, item, 'json')
      ) {
        return false;
      }
      // additionalProperties: false is not enforced: z.object strips unknown keys instead of rejecting.
    }
  }
  return true;
}

/** Text transport (path, query, header values): numbers and booleans are usually coerced. */
function checkText(s: Record<string, unknown>, value: unknown): boolean {
  if (Array.isArray(value)) {
    // A repeated query key. z.coerce.string() would join it and z.coerce.number() would read one item.
    const types = typesOf(s);
    if (!types || ['array', 'object', 'boolean'].some((type) => types.includes(type))) return true;
    if (types.includes('string') && stringAccepts(s, value.join(','))) return true;
    return value.length === 1 && checkText(s, value[0]);
  }
  if (typeof value !== 'string') return true;
  const types = typesOf(s);
  if (Array.isArray(s.enum) && !s.enum.some((option) => String(option) === value)) return false;
  if ('const' in s && String(s.const) !== value) return false;
  if (!types) return true;
  if (types.includes('string') && stringAccepts(s, value)) return true;
  if ((types.includes('number') || types.includes('integer')) && value.trim() !== '') {
    const number = Number(value);
    if (numberAccepts(s, number, types.includes('integer') && !types.includes('number'))) return true;
  }
  if (types.includes('number') && value.trim() === '') return true; // Number('') is 0
  if (types.includes('boolean') || types.includes('array') || types.includes('object')) return true;
  if (types.includes('null') && (value === '' || value === 'null')) return true;
  return false;
}

/** A value the schema accepts (best effort: required properties only). */
export function sample(schema: JsonSchema, transport: Transport = 'json'): unknown {
  const value = sampleJson(schema, 0);
  if (transport === 'text') return value === null || value === undefined ? '' : String(value);
  return value;
}

function sampleJson(schema: JsonSchema, depth: number): unknown {
  if (typeof schema === 'boolean' || depth > 12) return null;
  const s = schema;
  if ('const' in s) return s.const;
  if ('default' in s) return s.default;
  if (Array.isArray(s.enum) && s.enum.length > 0) return s.enum[0];
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = s[key];
    if (Array.isArray(options) && options.length > 0) {
      const nonNull = (options as JsonSchema[]).find((option) => typesOf(asObject(option))?.[0] !== 'null');
      return sampleJson(nonNull ?? (options[0] as JsonSchema), depth + 1);
    }
  }
  if (Array.isArray(s.allOf) && s.allOf.length > 0) return sampleJson(s.allOf[0] as JsonSchema, depth + 1);
  const type = typesOf(s)?.find((candidate) => candidate !== 'null') ?? typesOf(s)?.[0];
  switch (type) {
    case 'string': {
      if (s.format === 'email') return 'diner@example.com';
      if (s.format === 'date') return '2000-01-31';
      if (s.format === 'date-time') return '2000-01-31T12:00:00Z';
      if (s.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      const min = typeof s.minLength === 'number' ? s.minLength : 1;
      const max = typeof s.maxLength === 'number' ? s.maxLength : 8;
      return 'a'.repeat(Math.max(0, Math.min(Math.max(min, 1), max)));
    }
    case 'integer':
    case 'number': {
      const min = typeof s.minimum === 'number' ? s.minimum : undefined;
      const max = typeof s.maximum === 'number' ? s.maximum : undefined;
      let value = 1;
      if (min !== undefined && value < min) value = min;
      if (max !== undefined && value > max) value = max;
      return value;
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      return typeof s.minItems === 'number' && s.minItems > 0
        ? Array.from({ length: s.minItems }, () => sampleJson((s.items ?? {}) as JsonSchema, depth + 1))
        : [];
    case 'object': {
      const properties = (s.properties ?? {}) as Record<string, JsonSchema>;
      const required = Array.isArray(s.required) ? (s.required as string[]) : [];
      return Object.fromEntries(
        required.map((name) => [name, sampleJson(properties[name] ?? {}, depth + 1)]),
      );
    }
    default:
      return typeof s.properties === 'object' ? sampleJson({ ...s, type: 'object' }, depth) : 'a';
  }
}

/** A place inside a JSON body: the path to it, its schema and whether its parent requires it. */
export interface Location {
  path: (string | number)[];
  schema: JsonSchema;
  required: boolean;
}

/** Every property (recursively, through objects, arrays and the non-null branch of unions). */
export function locations(
  schema: JsonSchema,
  path: (string | number)[] = [],
  required = true,
  depth = 0,
): Location[] {
  const found: Location[] = [{ path, schema, required }];
  if (typeof schema === 'boolean' || depth > 6) return found;
  const branches = [
    schema,
    ...(['anyOf', 'oneOf', 'allOf'] as const).flatMap((key) =>
      Array.isArray(schema[key]) ? (schema[key] as JsonSchema[]) : [],
    ),
  ];
  const seen = new Set<string>();
  for (const branch of branches) {
    if (typeof branch === 'boolean') continue;
    const properties = (branch.properties ?? {}) as Record<string, JsonSchema>;
    const requiredNames = Array.isArray(branch.required) ? (branch.required as string[]) : [];
    for (const [name, sub] of Object.entries(properties)) {
      if (seen.has(name)) continue;
      seen.add(name);
      found.push(...locations(sub, [...path, name], requiredNames.includes(name), depth + 1));
    }
    if (typeof branch.items === 'object' && branch.items !== null && !seen.has('[0]')) {
      seen.add('[0]');
      found.push(...locations(branch.items as JsonSchema, [...path, 0], false, depth + 1));
    }
  }
  return found;
}

/** A copy of `root` with the value at `path` replaced (or removed when `value` is `REMOVE`),
 * creating the parents the sample did not include. */
export const REMOVE = Symbol('remove');
export function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value === REMOVE ? undefined : value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const container: Record<string | number, unknown> | unknown[] =
    typeof head === 'number'
      ? Array.isArray(root)
        ? [...root]
        : []
      : root !== null && typeof root === 'object' && !Array.isArray(root) && !(root instanceof Deep)
        ? { ...(root as Record<string, unknown>) }
        : {};
  const current = (container as Record<string | number, unknown>)[head];
  const next = setAt(current, rest, value);
  if (next === undefined && value === REMOVE && rest.length === 0) {
    if (Array.isArray(container)) container.splice(head as number, 1);
    else delete (container as Record<string, unknown>)[head as string];
  } else {
    (container as Record<string | number, unknown>)[head] = next;
  }
  return container;
}
