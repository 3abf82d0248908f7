import fc from 'fast-check';
import {
  accepts,
  Deep,
  Huge,
  type JsonSchema,
  locations,
  REMOVE,
  sample,
  serialize,
  setAt,
  type Transport,
} from './json-schema.ts';
import type { ApiRoute, Field } from './routes.ts';

// Bad requests for one route, generated from its published schemas. Every case carries the list of
// defects it was built with; `strict` says at least one defect is certain to be refused (the schema
// rejects the value, a required input is missing, the body is unreadable or too large, or a path
// names a resource that cannot exist), so the answer must be 4xx. Other cases (only unknown
// headers or query keys) must still never be 5xx.

export const HOST = 'la-brasa.localhost';

export interface Defect {
  kind: string;
  where: string;
  value?: unknown;
  strict: boolean;
}

export interface BadRequest {
  method: ApiRoute['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string;
  remoteAddress: string;
  defects: Defect[];
  strict: boolean;
}

// ---- value pools ---------------------------------------------------------------------------

const emoji = '🍕🔥😀👩🏽‍🍳';
const rtl = '\u202Eعربي\u202C שלום';
const nul = 'a\u0000b';
/** Lone UTF-16 surrogates: in a JSON body they travel as `"\ud800"` escapes and parse back. */
const loneSurrogates = ['\ud800', 'Ana \udc00', '\ud83d'];
/** Keys that reach Object.prototype when a parser or merge is careless. */
export const prototypeKeys = ['__proto__', 'constructor', 'prototype'] as const;

/** Text values that try every kind of trouble (types, sizes, encodings, injections). */
export const nastyTexts: readonly unknown[] = [
  '',
  ' ',
  emoji,
  rtl,
  nul,
  '\u0000',
  ...loneSurrogates,
  '%ED%A0%80',
  '\uFEFF',
  'NaN',
  '-1',
  '1e308',
  '-1e308',
  'Infinity',
  '1.5',
  'null',
  'true',
  '[object Object]',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../../etc/passwd',
  '%00',
  '{{7*7}}',
  new Huge('x', 100_000),
  new Huge('🍕', 50_000),
  new Huge('\u202E', 100_000),
];

/** JSON values of every type and extreme. */
export const nastyJson: readonly unknown[] = [
  ...nastyTexts,
  0,
  -1,
  -0.5,
  1.5,
  1e308,
  -1e308,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  true,
  false,
  null,
  [],
  [null],
  [1, 'a', {}],
  ['a'],
  {},
  { a: 1 },
  { __proto__: null, constructor: { prototype: { polluted: true } } },
  // Own keys named like the prototype's (JSON.parse makes `__proto__` an own key).
  JSON.parse('{"__proto__":{"polluted":true}}'),
  { prototype: { polluted: true } },
  { '\udc00': 'a key that is a lone surrogate' },
  new Deep('array', 5_000),
  new Deep('object', 2_000),
];

const textArb = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 40 }),
);

/** Arbitrary values of types the schema refuses outright, plus length and range overflows. */
function mismatchArbs(schema: JsonSchema, transport: Transport): fc.Arbitrary<unknown>[] {
  const arbs: fc.Arbitrary<unknown>[] = [];
  const s = typeof schema === 'object' ? schema : {};
  const refuses = (value: unknown) => !accepts(schema, value, transport);
  if (refuses('x') && refuses('') && refuses('zz-9')) arbs.push(textArb);
  if (typeof s.maxLength === 'number') {
    const over = s.maxLength + 1;
    arbs.push(fc.string({ unit: 'grapheme', minLength: over, maxLength: over + 20 }));
    arbs.push(fc.constantFrom('x', emoji[0] ?? 'x').map((unit) => new Huge(unit, Math.max(over, 100_000))));
  }
  if (Array.isArray(s.enum) || typeof s.pattern === 'string') arbs.push(textArb);
  if (transport === 'json') {
    if (refuses(1) && refuses(1.5) && refuses(-1)) arbs.push(fc.oneof(fc.integer(), fc.double()));
    if (typeof s.maximum === 'number') arbs.push(fc.double({ min: s.maximum + 1, noNaN: true }));
    if (typeof s.minimum === 'number') arbs.push(fc.double({ max: s.minimum - 1, noNaN: true }));
    if (refuses({}) && refuses({ a: 1 })) arbs.push(fc.object({ maxDepth: 3 }));
    if (refuses([]) && refuses([1])) arbs.push(fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 5 }));
    if (typeof s.maxItems === 'number')
      arbs.push(fc.constant(Array.from({ length: s.maxItems + 1 }, () => null)));
  } else {
    if (typeof s.maximum === 'number') arbs.push(fc.double({ min: s.maximum + 1, noNaN: true }).map(String));
    if (typeof s.minimum === 'number') arbs.push(fc.double({ max: s.minimum - 1, noNaN: true }).map(String));
  }
  return arbs;
}

/** Values the schema certainly refuses, or undefined when it refuses none we know of. */
export function refusedValues(schema: JsonSchema, transport: Transport): fc.Arbitrary<unknown> | undefined {
  const pool = (transport === 'json' ? nastyJson : nastyTexts).filter(
    (value) => !accepts(schema, value, transport),
  );
  const arbs = mismatchArbs(schema, transport).map((arb) =>
    arb.filter((value) => !accepts(schema, value, transport)),
  );
  if (pool.length > 0) arbs.unshift(fc.constantFrom(...pool));
  if (arbs.length === 0) return undefined;
  return fc.oneof(...arbs);
}

// ---- path parameters ---------------------------------------------------------------------------

/** Path parameter values naming nothing that exists (or not even a valid path). Raw = already encoded. */
export const pathValueArb: fc.Arbitrary<{ raw: string }> = fc
  .oneof(
    fc.constantFrom(
      '%',
      '%zz',
      '%E0%A4%A',
      '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '%00',
      '%00.json',
      'a%00b.json',
      '.json',
      '%20.json',
      '999999999.json',
      '-1.json',
      '0.json',
      '1e308.json',
      'NaN.json',
      '9007199254740993.json',
      'no-such-thing.json',
      '00000000000000000000000000000000.svg',
      `${'f'.repeat(64)}.png`,
      'x'.repeat(300),
      `${'x'.repeat(195)}.json`,
      // UTF-8 of a lone surrogate (not valid UTF-8) and a cut-off sequence.
      '%ED%A0%80',
      '%ED%A0%80.json',
      '%F0%9F.json',
      ...prototypeKeys,
      ...prototypeKeys.map((key) => `${key}.json`),
    ),
    fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: 30 })
      .map((text) => encodeURIComponent(text))
      .filter((text) => text !== '.' && text !== '..'),
    fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: 20 })
      .map((text) => `${encodeURIComponent(text)}.json`),
    fc.constantFrom(emoji, rtl, '\u0000', 'ñandú').map((text) => encodeURIComponent(text)),
  )
  .map((raw) => ({ raw }));

// ---- building requests ---------------------------------------------------------------------------

interface Draft {
  path: Record<string, string>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body: unknown;
  rawBody?: { payload: string; contentType?: string; strict: boolean };
  host: string;
}

function textOf(value: unknown): string {
  if (value instanceof Huge) return value.toString();
  if (typeof value === 'string') return value;
  return serialize(value);
}

function buildRequest(route: ApiRoute, draft: Draft, defects: Defect[], remoteAddress: string): BadRequest {
  let url = route.path;
  for (const param of route.pathParams) url = url.replace(`{${param.name}}`, draft.path[param.name] ?? 'x');
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(draft.query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) search.append(name, textOf(item));
    else search.append(name, textOf(value));
  }
  const query = search.toString();
  const headers: Record<string, string> = { host: draft.host, accept: 'application/json' };
  for (const [name, value] of Object.entries(draft.headers)) {
    if (value !== undefined) headers[name] = textOf(value);
  }
  judge(route, draft, defects);
  let payload: string | undefined;
  if (draft.rawBody) {
    payload = draft.rawBody.payload;
    if (draft.rawBody.contentType) headers['content-type'] = draft.rawBody.contentType;
  } else if (route.body && draft.body !== undefined) {
    payload = serialize(draft.body);
    headers['content-type'] = 'application/json';
  }
  const request: BadRequest = {
    method: route.method,
    url: query ? `${url}?${query}` : url,
    headers,
    ...(payload === undefined ? {} : { payload }),
    remoteAddress,
    defects,
    strict: defects.some((defect) => defect.strict),
  };
  // fast-check prints counterexamples with this: short, with 100k strings summarized.
  Object.defineProperty(request, fc.toStringMethod, { value: () => describeRequest(request) });
  return request;
}

/** One line per request for failure messages (values summarized, at most ~2,000 characters). */
export function describeRequest(request: BadRequest): string {
  const defects = request.defects
    .map((defect) => {
      const value = defect.value === undefined ? '' : ` = ${JSON.stringify(defect.value)?.slice(0, 120)}`;
      return `${defect.strict ? '!' : '~'}${defect.kind} ${defect.where}${value}`;
    })
    .join('; ');
  return `${request.method} ${request.url.slice(0, 300)} [${defects}]`.slice(0, 2_000);
}

/** Decides, on the final request, which defects are certain to be refused (a later mutation may
 * have overwritten an earlier one). */
function judge(route: ApiRoute, draft: Draft, defects: Defect[]): void {
  const fieldOf = (where: string): [Field, unknown] | undefined => {
    const [part, ...rest] = where.split('.');
    const name = rest.join('.');
    if (part !== 'query' && part !== 'headers') return undefined;
    const field = (part === 'query' ? route.query : route.headers).find(
      (candidate) => candidate.name === name,
    );
    return field ? [field, draft[part][name]] : undefined;
  };
  const bodyRefused = route.body !== undefined && !draft.rawBody && !accepts(route.body.schema, draft.body);
  let lastRaw: Defect | undefined;
  for (const defect of defects) {
    if (defect.kind === 'random path') continue;
    if (defect.kind === 'raw body') {
      defect.strict = false;
      lastRaw = defect;
      continue;
    }
    if (defect.where.startsWith('body')) {
      defect.strict = bodyRefused;
      continue;
    }
    const found = fieldOf(defect.where);
    if (!found) {
      defect.strict = false;
      continue;
    }
    const [field, value] = found;
    defect.strict =
      value === undefined
        ? field.required
        : !accepts(field.schema, Array.isArray(value) ? value.map(textOf) : textOf(value), 'text');
  }
  if (lastRaw && draft.rawBody) lastRaw.strict = draft.rawBody.strict;
}

function baseDraft(route: ApiRoute): Draft {
  const fieldsSample = (fields: Field[]) =>
    Object.fromEntries(
      fields.filter((field) => field.required).map((field) => [field.name, sample(field.schema, 'text')]),
    );
  return {
    path: {},
    query: fieldsSample(route.query),
    headers: fieldsSample(route.headers.filter((header) => header.name !== 'host')),
    body: route.body ? sample(route.body.schema) : undefined,
    host: HOST,
  };
}

type Mutation = { defect: Defect; apply(draft: Draft): void };

function fieldMutations(fields: Field[], where: 'query' | 'headers'): fc.Arbitrary<Mutation>[] {
  const arbs: fc.Arbitrary<Mutation>[] = [];
  for (const field of fields) {
    if (where === 'headers' && field.name === 'host') continue;
    const refused = refusedValues(field.schema, 'text');
    if (refused) {
      arbs.push(
        refused.map((value) => ({
          defect: { kind: 'wrong value', where: `${where}.${field.name}`, value, strict: true },
          apply: (draft) => {
            draft[where][field.name] = value;
          },
        })),
      );
    }
    if (where === 'query') {
      arbs.push(
        fc.array(fc.constantFrom<unknown>(...nastyTexts), { minLength: 2, maxLength: 4 }).map((values) => ({
          defect: {
            kind: 'repeated key',
            where: `query.${field.name}`,
            value: values,
            strict: !accepts(field.schema, values.map(textOf), 'text'),
          },
          apply: (draft) => {
            draft.query[field.name] = values;
          },
        })),
      );
    }
    if (field.required) {
      arbs.push(
        fc.constant({
          defect: { kind: 'missing', where: `${where}.${field.name}`, strict: true },
          apply: (draft) => {
            delete draft[where][field.name];
          },
        }),
      );
    }
    // Any text at all (may be accepted: only "never 5xx" is owed).
    arbs.push(
      fc.constantFrom<unknown>(...nastyTexts).map((value) => ({
        defect: {
          kind: 'odd value',
          where: `${where}.${field.name}`,
          value,
          strict: !accepts(field.schema, value, 'text'),
        },
        apply: (draft) => {
          draft[where][field.name] = value;
        },
      })),
    );
  }
  return arbs;
}

function bodyMutations(route: ApiRoute): fc.Arbitrary<Mutation>[] {
  if (!route.body) return [];
  const arbs: fc.Arbitrary<Mutation>[] = [];
  for (const location of locations(route.body.schema)) {
    const where = `body${location.path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${part}`)).join('')}`;
    const refused = refusedValues(location.schema, 'json');
    if (refused) {
      arbs.push(
        refused.map((value) => ({
          defect: {
            kind: 'wrong value',
            where,
            value,
            strict: false,
          },
          apply: (draft) => {
            draft.body = setAt(draft.body, location.path, value);
          },
        })),
      );
    }
    // Any value at all, accepted or not (NUL, emoji, RTL, extremes): only "never 5xx" is owed.
    arbs.push(
      fc.constantFrom<unknown>(...nastyJson).map((value) => ({
        defect: { kind: 'odd value', where, value, strict: false },
        apply: (draft) => {
          draft.body = setAt(draft.body, location.path, value);
        },
      })),
    );
    if (location.required && location.path.length > 0) {
      arbs.push(
        fc.constant({
          defect: { kind: 'missing', where, strict: false },
          apply: (draft) => {
            draft.body = setAt(draft.body, location.path, REMOVE);
          },
        }),
      );
    }
  }
  const schema = route.body.schema;
  // `parsed` is what the server reads when the payload is acceptable JSON: the case is certain to
  // be refused only when the schema refuses that value. No `parsed`: unreadable, refused outright.
  const rawBodies: { note: string; payload: () => string; contentType?: string; parsed?: unknown }[] = [
    { note: 'over 64 KiB', payload: () => JSON.stringify({ padding: 'x'.repeat(70_000) }) },
    { note: 'malformed JSON', payload: () => '{"profile": {' },
    { note: 'trailing garbage', payload: () => '{} {}' },
    { note: 'prototype poisoning', payload: () => '{"__proto__":{"polluted":true}}' },
    { note: 'constructor poisoning', payload: () => '{"constructor":{"prototype":{"polluted":true}}}' },
    { note: 'empty body', payload: () => '' },
    // A raw lone surrogate character is sent as U+FFFD (UTF-8 cannot carry it); the JSON escape
    // arrives whole and parses back to the lone surrogate.
    { note: 'raw lone surrogate', payload: () => '"\uD800"', parsed: '\uFFFD' },
    { note: 'lone surrogate escape', payload: () => '"\\ud800"', parsed: '\ud800' },
    {
      note: 'lone surrogate escapes in strings',
      payload: () => '{"profile":{"name":"\\ud800","domain":"x\\udfff"},"name":"\\udc00"}',
      parsed: { profile: { name: '\ud800', domain: 'x\udfff' }, name: '\udc00' },
    },
    { note: 'lone surrogate key', payload: () => '{"\\udc00":1}', parsed: { '\udc00': 1 } },
    {
      note: 'prototype key',
      payload: () => '{"prototype":{"polluted":true}}',
      parsed: { prototype: { polluted: true } },
    },
    {
      note: 'nested prototype poisoning',
      payload: () =>
        '{"profile":{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}}',
    },
    { note: 'NUL bytes', payload: () => '\u0000\u0000' },
    {
      note: 'deep nesting near the limit',
      payload: () => new Deep('array', 30_000).serialize(),
      parsed: new Deep('array', 30_000),
    },
    {
      note: 'deep object nesting near the limit',
      payload: () => new Deep('object', 10_000).serialize(),
      parsed: new Deep('object', 10_000),
    },
    { note: 'huge number', payload: () => `{"n": 1${'0'.repeat(5_000)}}`, parsed: { n: null } },
    { note: 'duplicate keys', payload: () => '{"profile":1,"profile":{}}', parsed: { profile: {} } },
    { note: 'text/plain', contentType: 'text/plain', payload: () => '{}', parsed: '{}' },
    { note: 'form content type', contentType: 'application/x-www-form-urlencoded', payload: () => 'a=1&b=2' },
    {
      note: 'multipart content type',
      contentType: 'multipart/form-data; boundary=x',
      payload: () => '--x--',
    },
    { note: 'xml content type', contentType: 'application/xml', payload: () => '<a/>' },
    { note: 'odd charset', contentType: 'application/json; charset=utf-16', payload: () => '{}', parsed: {} },
  ];
  arbs.push(
    fc.constantFrom(...rawBodies).map(({ note, payload, contentType, parsed }) => ({
      defect: {
        kind: 'raw body',
        where: 'body',
        value: note,
        strict: parsed === undefined || !accepts(schema, parsed),
      },
      apply: (draft) => {
        draft.rawBody = {
          payload: payload(),
          contentType: contentType ?? 'application/json',
          strict: parsed === undefined || !accepts(schema, parsed),
        };
      },
    })),
  );
  return arbs;
}

function junkMutations(route: ApiRoute): fc.Arbitrary<Mutation>[] {
  const declaredHeaders = new Set(route.headers.map((header) => header.name));
  return [
    fc
      .tuple(
        fc.constantFrom(
          'x-junk',
          'customer_id',
          'supplier_id',
          'lang',
          'if-none-match',
          'idempotency-key',
          'accept-language',
        ),
        fc.constantFrom<unknown>(...nastyTexts),
      )
      .filter(([name]) => !declaredHeaders.has(name))
      .map(([name, value]) => ({
        defect: { kind: 'extra header', where: `headers.${name}`, value, strict: false },
        apply: (draft) => {
          draft.headers[name] = value;
        },
      })),
    fc
      .tuple(
        fc.oneof(fc.string({ minLength: 1, maxLength: 12 }), fc.constantFrom(...prototypeKeys)),
        fc.constantFrom<unknown>(...nastyTexts),
      )
      .map(([name, value]) => ({
        defect: { kind: 'extra query key', where: `query.${name}`, value, strict: false },
        apply: (draft) => {
          // defineProperty: `draft.query.__proto__ = …` would not make a key.
          if (!route.query.some((field) => field.name === name))
            Object.defineProperty(draft.query, name, {
              value,
              enumerable: true,
              writable: true,
              configurable: true,
            });
        },
      })),
    fc
      .constantFrom(
        'nope.example.org',
        'x'.repeat(300),
        '🍕.localhost',
        '[::1]',
        'a..b',
        'LA-BRASA.LOCALHOST.',
        '\ud800.localhost',
        '',
      )
      .map((host) => ({
        defect: { kind: 'odd host', where: 'headers.host', value: host, strict: false },
        apply: (draft) => {
          draft.host = host;
        },
      })),
  ];
}

/** Random `profileid` / `token` pairs: they name no profile, so profile routes answer 401. */
export const credentialsArb = fc.record({
  profileid: fc.oneof(fc.uuid(), fc.string({ minLength: 1, maxLength: 64 }), fc.nat().map(String)),
  token: fc.oneof(
    fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 1, maxLength: 128 }),
    fc.string({ minLength: 1, maxLength: 128 }),
  ),
});

const ipArb = fc.ipV4();

/** The mutations that apply to the route: of its declared inputs, and junk it never declared. */
export function mutationsFor(route: ApiRoute): {
  inputs: fc.Arbitrary<Mutation>[];
  junk: fc.Arbitrary<Mutation>[];
} {
  return {
    inputs: [
      ...fieldMutations(route.query, 'query'),
      ...fieldMutations(route.headers, 'headers'),
      ...bodyMutations(route),
    ],
    junk: junkMutations(route),
  };
}

/** Generated bad requests for a route (1 to 3 defects each, sometimes with junk added). */
/** What the suite knows that lets a request get past authentication and lookups: a real profile's
 * credentials, and real values for path parameters (by name, e.g. `profile_id`). */
export interface KnownValues {
  credentials?: { profileid: string; token: string };
  pathParams?: Record<string, string>;
}

/** A known value as its path segment: a parameter that ends the path carries the `.json` suffix
 * itself (`/domain/suppliers/{file}`); one followed by more of the path, or by a literal `.json`,
 * is the bare value (`/delivery/suppliers/{supplier_slug}/orders.json`). */
function realPathValue(route: ApiRoute, name: string, real: string): string {
  return route.path.endsWith(`{${name}}`) ? `${real}.json` : real;
}

/** A path value: random (names nothing, so certain to be refused) or, when known, the real one. */
function pathValuesArb(route: ApiRoute, known: KnownValues): fc.Arbitrary<{ raw: string; real: boolean }[]> {
  return fc.tuple(
    ...route.pathParams.map((param) => {
      const real = known.pathParams?.[param.name];
      const random = pathValueArb.map(({ raw }) => ({ raw, real: false }));
      if (real === undefined) return random;
      const realValue = realPathValue(route, param.name, real);
      return fc.oneof(random, fc.constant({ raw: encodeURIComponent(realValue), real: true }));
    }),
  );
}

export function badRequestArb(route: ApiRoute, known: KnownValues = {}): fc.Arbitrary<BadRequest> {
  const { inputs, junk: loose } = mutationsFor(route);
  const pathArb = pathValuesArb(route, known);
  const mutationArb =
    inputs.length > 0 ? fc.array(fc.oneof(...inputs), { minLength: 1, maxLength: 3 }) : fc.constant([]);
  const junkArb = fc.array(fc.oneof(...loose), {
    maxLength: inputs.length > 0 ? 2 : 3,
    minLength: inputs.length > 0 ? 0 : 1,
  });
  const profileScoped = route.headers.some((header) => header.name === 'profileid');
  return fc
    .record({
      path: pathArb,
      mutations: mutationArb,
      junk: junkArb,
      credentials: profileScoped
        ? fc.oneof(
            fc.constant(undefined),
            credentialsArb,
            ...(known.credentials ? [fc.constant(known.credentials), fc.constant(known.credentials)] : []),
          )
        : fc.constant(undefined),
      ip: ipArb,
    })
    .map(({ path, mutations, junk, credentials, ip }) => {
      const draft = baseDraft(route);
      const defects: Defect[] = [];
      route.pathParams.forEach((param, index) => {
        const value = path[index] ?? { raw: 'x', real: false };
        draft.path[param.name] = value.raw;
        defects.push({
          kind: value.real ? 'real path' : 'random path',
          where: `path.${param.name}`,
          value: value.raw,
          strict: !value.real,
        });
      });
      if (credentials) Object.assign(draft.headers, credentials);
      for (const mutation of [...mutations, ...junk]) {
        mutation.apply(draft);
        defects.push(mutation.defect);
      }
      return buildRequest(route, draft, defects, ip);
    });
}

/** Deterministic sweep: each field gets each pool value once (NUL, emoji, RTL, huge, wrong types:
 * 4xx where refused, never 5xx), and each required input goes missing. */
export function sweepRequests(route: ApiRoute, known: KnownValues = {}): BadRequest[] {
  const requests: BadRequest[] = [];
  let n = 0;
  const ip = () => `10.99.${Math.floor(n / 250) % 250}.${(n++ % 250) + 1}`;
  const path: Record<string, string> = {};
  const pathDefects: Defect[] = route.pathParams.map((param) => {
    const real = known.pathParams?.[param.name];
    const raw =
      real === undefined ? '999999999.json' : encodeURIComponent(realPathValue(route, param.name, real));
    path[param.name] = raw;
    return {
      kind: real === undefined ? 'random path' : 'real path',
      where: `path.${param.name}`,
      value: raw,
      strict: real === undefined,
    };
  });
  // With known credentials the defects reach validation and the handler, not only the auth check.
  const profileScoped = route.headers.some((header) => header.name === 'profileid');
  const push = (mutate: (draft: Draft) => void, defect: Defect) => {
    const draft = { ...baseDraft(route), path };
    if (profileScoped && known.credentials) Object.assign(draft.headers, known.credentials);
    mutate(draft);
    requests.push(buildRequest(route, draft, [...pathDefects, defect], ip()));
  };
  for (const [where, fields] of [
    ['query', route.query],
    ['headers', route.headers],
  ] as const) {
    for (const field of fields) {
      if (field.name === 'host') continue;
      for (const value of nastyTexts) {
        push(
          (draft) => {
            draft[where][field.name] = value;
          },
          { kind: 'odd value', where: `${where}.${field.name}`, value, strict: false },
        );
      }
      if (field.required) {
        push(
          (draft) => {
            delete draft[where][field.name];
          },
          { kind: 'missing', where: `${where}.${field.name}`, strict: true },
        );
      }
    }
  }
  if (route.body) {
    for (const location of locations(route.body.schema)) {
      const where = `body${location.path.map((part) => `.${part}`).join('')}`;
      for (const value of nastyJson) {
        push(
          (draft) => {
            draft.body = setAt(draft.body, location.path, value);
          },
          { kind: 'odd value', where, value, strict: false },
        );
      }
      if (location.required && location.path.length > 0) {
        push(
          (draft) => {
            draft.body = setAt(draft.body, location.path, REMOVE);
          },
          { kind: 'missing', where, strict: false },
        );
      }
    }
  }
  return requests;
}
