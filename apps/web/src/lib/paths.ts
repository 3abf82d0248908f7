// Every screen of spec §2's route table: one `path` for the router and one `getHref` to link to it.
// The paths themselves are the route facts table's (packages/domain/src/navigation/route-table.ts).
import { routeTable, type ScreenName } from '@storefront/domain/navigation/route-table';

type Params = Record<string, string>;
const fill =
  (path: string) =>
  (params: Params = {}) =>
    path.replace(/:(\w+)/g, (_whole, name: string) => encodeURIComponent(params[name] ?? ''));

/** The `:name` parameters of a path pattern, so a link with a wrong or missing one does not compile. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export interface Route<P extends string> {
  path: P;
  getHref: [ParamNames<P>] extends [never] ? () => string : (params: Record<ParamNames<P>, string>) => string;
}

function route<P extends string>(path: P): Route<P> {
  return { path, getHref: fill(path) } as Route<P>;
}

/** Every screen's `path` and `getHref`, from the route facts table of packages/domain. */
export const paths = Object.fromEntries(
  Object.entries(routeTable).map(([name, fact]) => [name, route(fact.path)]),
) as { readonly [name in ScreenName]: Route<(typeof routeTable)[name]['path']> };
