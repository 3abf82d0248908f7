// Every screen of spec §2's route table: one `path` for the router and one `getHref` to link to it.
// The paths themselves are the route facts table's (packages/domain/src/navigation/route-table.ts).
import { routeTable, type ScreenName } from '@storefront/domain/navigation/route-table';

type Params = Record<string, string>;
const fill =
  (path: string) =>
  (params: Params = {}) =>
    path.replace(/:(\w+)/g, (_whole, name: string) => encodeURIComponent(params[name] ?? ''));

function route(path: string) {
  return { path, getHref: fill(path) };
}

/** Every screen's `path` and `getHref`, from the route facts table of packages/domain. */
export const paths = Object.fromEntries(
  Object.entries(routeTable).map(([name, fact]) => [name, route(fact.path)]),
) as { readonly [name in ScreenName]: ReturnType<typeof route> };
