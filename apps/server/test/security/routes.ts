import type { FastifyInstance } from 'fastify';
import { deref, type JsonSchema } from './json-schema.ts';

// Route discovery for the security suite. The OpenAPI document that `@fastify/swagger` builds from
// the route schemas is the source (paths, methods, parameters, request bodies), so a route another
// module adds is fuzzed without editing these tests. Fastify's own route table is read too, so a
// route hidden from the document is still found (and reported by `undocumentedRoutes`).

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const methods: readonly Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export interface Field {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface ApiRoute {
  method: Method;
  /** The OpenAPI path, parameters as `{name}`. */
  path: string;
  pathParams: Field[];
  query: Field[];
  headers: Field[];
  body?: { schema: JsonSchema; required: boolean; contentTypes: string[] };
  /** False for a route found only in Fastify's table: nothing is known of its inputs. */
  documented: boolean;
}

/** Paths whose first segment is one of these are not fuzzed (Swagger UI and its assets). */
export function isSkipped(path: string): boolean {
  return path === '/docs' || path.startsWith('/docs/') || path.startsWith('/docs*');
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema?: unknown }[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: unknown }> };
}

/** Routes of the OpenAPI document, with their inputs' schemas inlined. */
export function documentedRoutes(app: FastifyInstance): ApiRoute[] {
  const document = app.swagger() as unknown as {
    paths?: Record<string, Record<string, OpenApiOperation>>;
  };
  const root = document as unknown as Record<string, unknown>;
  const routes: ApiRoute[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    if (isSkipped(path)) continue;
    for (const [verb, operation] of Object.entries(item)) {
      const method = verb.toUpperCase() as Method;
      if (!methods.includes(method)) continue;
      const fields = (where: string): Field[] =>
        (operation.parameters ?? [])
          .filter((parameter) => parameter.in === where)
          .map((parameter) => ({
            name: where === 'header' ? parameter.name.toLowerCase() : parameter.name,
            required: parameter.required === true || where === 'path',
            schema: deref(parameter.schema ?? {}, root),
          }));
      const content = operation.requestBody?.content ?? {};
      const contentTypes = Object.keys(content);
      const first = contentTypes[0];
      routes.push({
        method,
        path,
        pathParams: fields('path'),
        query: fields('query'),
        headers: fields('header'),
        ...(first
          ? {
              body: {
                schema: deref(content[first]?.schema ?? {}, root),
                required: operation.requestBody?.required === true,
                contentTypes,
              },
            }
          : {}),
        documented: true,
      });
    }
  }
  return routes;
}

/** Every route of Fastify's table as `METHOD /path/{param}` (HEAD and OPTIONS left out). */
export function registeredRoutes(app: FastifyInstance): { method: Method; path: string }[] {
  // printRoutes is a tree: each line is a path piece relative to its parent, methods in brackets.
  const lines = app.printRoutes({ commonPrefix: false }).split('\n');
  const stack: string[] = [];
  const found: { method: Method; path: string }[] = [];
  for (const line of lines) {
    // a route constrained to a host (the platform console's) prints its constraint after its methods
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?(?: \{.*\})?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const full = stack.join('');
    // a route constrained to another host (the platform console's pages) is not a venue host's
    if (line.endsWith('}')) continue;
    for (const verb of (match[3] ?? '').split(',').map((part) => part.trim())) {
      if (methods.includes(verb as Method)) found.push({ method: verb as Method, path: toOpenApiPath(full) });
    }
  }
  return found;
}

/** `/a/:id(^\\d+).json` -> `/a/{id}.json`, `/docs/*` stays. */
export function toOpenApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)(\([^)]*\))?/g, '{$1}');
}

/** Fastify routes (beyond the static files of the storefront build) the document does not list. */
export function undocumentedRoutes(app: FastifyInstance, staticFiles: ReadonlySet<string>): string[] {
  const documented = new Set(documentedRoutes(app).map((route) => `${route.method} ${route.path}`));
  return registeredRoutes(app)
    .filter((route) => !isSkipped(route.path) && !staticFiles.has(route.path))
    .map((route) => `${route.method} ${route.path}`)
    .filter((key) => !documented.has(key));
}

/** Every API route: the documented ones, then any route only Fastify knows (inputs unknown). */
export function discoverRoutes(app: FastifyInstance, staticFiles: ReadonlySet<string>): ApiRoute[] {
  const routes = documentedRoutes(app);
  for (const key of undocumentedRoutes(app, staticFiles)) {
    const [method, path] = key.split(' ') as [Method, string];
    if (path.includes('*')) continue;
    const names = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
    routes.push({
      method,
      path,
      pathParams: names.map((name) => ({ name, required: true, schema: { type: 'string' } })),
      query: [],
      headers: [],
      documented: false,
    });
  }
  return routes;
}

/** The first path segments the API owns (`/domain/...`, `/profiles/...`). */
export function apiFirstSegments(routes: readonly ApiRoute[]): string[] {
  return [
    ...new Set(
      routes
        .map((route) => route.path.split('/')[1] ?? '')
        .filter((segment) => segment && !segment.includes('{')),
    ),
  ];
}

/** Routes whose headers include both `profileid` and `token` (spec §6: a profile's calls). */
export function isProfileScoped(route: ApiRoute): boolean {
  const names = new Set(route.headers.map((header) => header.name));
  return names.has('profileid') && names.has('token');
}
