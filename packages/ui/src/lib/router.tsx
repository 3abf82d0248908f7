import {
  type AnchorHTMLAttributes,
  Component,
  type ComponentType,
  createContext,
  type ErrorInfo,
  type MouseEvent,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import { flushSync } from 'react-dom';

// The storefront's and the staff console's router (docs/decisions/052-own-router.md): the part of
// React Router's data router the screens use, in about 2 KB instead of 30. Routes are a tree of
// objects (`path`, `index`, `Component` or `element`, `lazy`, `ErrorBoundary`, `handle`, `id`,
// `children`) ranked as React Router ranks them (static segments before parameters, `*` last); a
// navigation loads the lazy modules of its routes before it shows, in a transition, so the screen
// being left stays until the next one is ready; a module that fails shows the nearest
// `ErrorBoundary`. Hooks and components keep React Router's names and meaning.

type Params = Record<string, string | undefined>;

export interface RouteObject {
  id?: string;
  path?: string;
  index?: boolean;
  handle?: unknown;
  Component?: ComponentType | null;
  element?: ReactNode;
  ErrorBoundary?: ComponentType | null;
  lazy?: () => Promise<{ Component?: ComponentType }>;
  children?: RouteObject[];
}

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

export interface RouteMatch {
  id: string;
  pathname: string;
  params: Params;
  handle: unknown;
  route: RouteObject;
}

export interface RouterState {
  initialized: boolean;
  location: Location;
  matches: RouteMatch[];
  /** The error of a route whose module failed to load, by the id of the route that shows it. */
  errors: Record<string, unknown> | null;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  flushSync?: boolean;
}

export type To = string | number;

/** Where a router's locations live: the browser's history, or a list in memory (tests). */
interface History {
  location(): Location;
  push(location: Location, replace: boolean): void;
  go(delta: number): void;
  listen(onPop: () => void): void;
}

interface Branch {
  routes: RouteObject[];
  pattern: string[];
  score: number;
}

const paramRe = /^:[\w-]+$/;

/** React Router's rank of a path: its segment count, +10 a static segment, +3 a parameter, +1 an
 * empty one, +2 an index route, −2 a splat; ties keep the order of definition. */
function score(pattern: string[], index: boolean): number {
  const segments = `/${pattern.join('/')}`.split('/');
  return segments
    .filter((segment) => segment !== '*')
    .reduce(
      (total, segment) => total + (paramRe.test(segment) ? 3 : segment === '' ? 1 : 10),
      segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0),
    );
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** Every route that can match by itself, with the routes above it; a route without a path matches
 * only through its children, unless it is an index route. */
function branchesOf(routes: RouteObject[], parents: RouteObject[] = [], base: string[] = []): Branch[] {
  return routes.flatMap((route) => {
    const pattern = route.path?.startsWith('/')
      ? segmentsOf(route.path)
      : [...base, ...segmentsOf(route.path ?? '')];
    const chain = [...parents, route];
    const children = route.children ? branchesOf(route.children, chain, pattern) : [];
    const own =
      route.path || route.index
        ? [{ routes: chain, pattern, score: score(pattern, Boolean(route.index)) }]
        : [];
    return [...children, ...own];
  });
}

function matchBranch(branch: Branch, segments: string[]): Params | null {
  const params: Params = {};
  const { pattern } = branch;
  for (let i = 0; i < pattern.length; i += 1) {
    const part = pattern[i]!;
    if (part === '*') {
      params['*'] = segments.slice(i).map(safeDecode).join('/');
      return params;
    }
    const segment = segments[i];
    if (segment === undefined) return null;
    if (part.startsWith(':')) params[part.slice(1)] = safeDecode(segment);
    else if (part.toLowerCase() !== safeDecode(segment).toLowerCase()) return null;
  }
  return segments.length === pattern.length ? params : null;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function assignIds(routes: RouteObject[], prefix = ''): void {
  routes.forEach((route, i) => {
    route.id ??= `${prefix}${i}`;
    if (route.children) assignIds(route.children, `${route.id}-`);
  });
}

/** Another site's URL (`https://…`, `mailto:…`, `//host/…`): left to the browser, as React Router
 * does. */
function isExternal(to: string): boolean {
  return /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(to);
}

let keys = 0;
const nextKey = () => {
  keys += 1;
  return keys.toString(36);
};

function parseTo(to: string, state: unknown): Location {
  const url = new URL(to, 'http://router.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash, state, key: nextKey() };
}

export class Router {
  state: RouterState;
  readonly basename: string;
  private readonly branches: Branch[];
  private readonly history: History;
  private readonly listeners = new Set<(state: RouterState) => void>();
  private pending = 0;

  constructor(routes: RouteObject[], history: History, basename = '') {
    assignIds(routes);
    this.branches = branchesOf(routes)
      .map((branch, order) => ({ branch, order }))
      .sort((a, b) => b.branch.score - a.branch.score || a.order - b.order)
      .map(({ branch }) => branch);
    this.history = history;
    this.basename = basename.replace(/\/$/, '');
    const location = history.location();
    this.state = { initialized: false, location, matches: this.match(location.pathname), errors: null };
    history.listen(() => void this.show(this.history.location(), null));
    void this.show(location, null);
  }

  subscribe = (listener: (state: RouterState) => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Goes to a path (within the basename) or moves through the history by a number of steps. */
  navigate = (to: To, options: NavigateOptions = {}): Promise<void> => {
    if (typeof to === 'number') {
      this.history.go(to);
      return Promise.resolve();
    }
    if (isExternal(to)) {
      window.location.assign(to);
      return Promise.resolve();
    }
    return this.show(parseTo(this.resolve(to), options.state), {
      replace: Boolean(options.replace),
      flushSync: Boolean(options.flushSync),
    });
  };

  /** A path of the app: `to` itself when absolute, else resolved against the shown path (`?q=1`
   * keeps the path, `qr` beside it). A URL with a scheme (or `//host`) is another site's. */
  resolve(to: string): string {
    if (isExternal(to)) return to;
    if (to.startsWith('/')) return to;
    const { pathname } = this.state.location;
    const url = new URL(to, `http://router.invalid${pathname}`);
    return `${url.pathname}${url.search}${url.hash}`;
  }

  /** The href of an app path, under the basename; another site's URL as it is. */
  href(to: string): string {
    return isExternal(to) ? to : `${this.basename}${this.resolve(to)}`;
  }

  private match(pathname: string): RouteMatch[] {
    const segments = segmentsOf(pathname);
    for (const branch of this.branches) {
      const params = matchBranch(branch, segments);
      if (!params) continue;
      return branch.routes.map((route) => ({
        id: route.id!,
        pathname,
        params,
        handle: route.handle,
        route,
      }));
    }
    return [];
  }

  /** Loads what the location's routes need, then shows it (the newest navigation wins). */
  private async show(
    location: Location,
    push: { replace: boolean; flushSync: boolean } | null,
  ): Promise<void> {
    this.pending += 1;
    const ticket = this.pending;
    const matches = this.match(location.pathname);
    let errors: Record<string, unknown> | null = null;
    for (const [i, { route }] of matches.entries()) {
      if (!route.lazy) continue;
      try {
        const loaded = await route.lazy();
        Object.assign(route, loaded);
        route.lazy = undefined;
      } catch (error) {
        const shownBy = matches.slice(0, i + 1).findLast((m) => m.route.ErrorBoundary) ?? matches[0]!;
        errors = { [shownBy.id]: error };
        break;
      }
    }
    if (ticket !== this.pending) return;
    if (push) this.history.push(location, push.replace);
    this.state = { initialized: true, location, matches, errors };
    const notify = () => {
      for (const listener of this.listeners) listener(this.state);
    };
    if (push?.flushSync) flushSync(notify);
    else startTransition(notify);
  }
}

function stripBasename(pathname: string, basename: string): string {
  if (!basename) return pathname;
  return pathname.toLowerCase().startsWith(basename.toLowerCase())
    ? pathname.slice(basename.length) || '/'
    : pathname;
}

export function createBrowserRouter(routes: RouteObject[], { basename = '' } = {}): Router {
  const base = basename.replace(/\/$/, '');
  const history: History = {
    location: () => {
      const { pathname, search, hash } = window.location;
      const saved = window.history.state as { usr?: unknown; key?: string } | null;
      return {
        pathname: stripBasename(pathname, base),
        search,
        hash,
        state: saved?.usr ?? null,
        key: saved?.key ?? 'default',
      };
    },
    push: (location, replace) => {
      const url = `${base}${location.pathname}${location.search}${location.hash}`;
      const entry = { usr: location.state, key: location.key };
      if (replace) window.history.replaceState(entry, '', url);
      else window.history.pushState(entry, '', url);
    },
    go: (delta) => window.history.go(delta),
    listen: (onPop) => window.addEventListener('popstate', onPop),
  };
  return new Router(routes, history, base);
}

export function createMemoryRouter(
  routes: RouteObject[],
  { initialEntries = ['/'] }: { initialEntries?: string[] } = {},
): Router {
  const entries = initialEntries.map((entry) => parseTo(entry, null));
  let index = entries.length - 1;
  let onPop = () => {};
  const history: History = {
    location: () => entries[index]!,
    push: (location, replace) => {
      if (replace) entries[index] = location;
      else {
        entries.splice(index + 1, entries.length, location);
        index += 1;
      }
    },
    go: (delta) => {
      index = Math.min(Math.max(index + delta, 0), entries.length - 1);
      onPop();
    },
    listen: (listener) => {
      onPop = listener;
    },
  };
  return new Router(routes, history);
}

const RouterContext = createContext<Router | null>(null);
const StateContext = createContext<RouterState | null>(null);
/** Which of the matches a component renders inside, so `<Outlet />` renders the next one. */
const DepthContext = createContext(0);
const ErrorContext = createContext<unknown>(undefined);

function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('a router hook needs a RouterProvider above it');
  return router;
}

function useRouterState(): RouterState {
  return useContext(StateContext)!;
}

/** Renders the router's routes. Its state is React state set inside the router's transition (not
 * an external store, whose updates React renders at once), so a navigation renders in slices that
 * yield to the browser and a screen that suspends leaves the one before on screen. */
export function RouterProvider({ router }: { router: Router }) {
  const [state, setState] = useState(router.state);
  useLayoutEffect(() => {
    const unsubscribe = router.subscribe(setState);
    setState(router.state);
    return unsubscribe;
  }, [router]);
  return (
    <RouterContext.Provider value={router}>
      <StateContext.Provider value={state}>
        <RouteAt depth={0} />
      </StateContext.Provider>
    </RouterContext.Provider>
  );
}

class RenderErrorBoundary extends Component<
  { fallback: ComponentType; location: Location; children: ReactNode },
  { error: unknown; location: Location }
> {
  override state = { error: undefined as unknown, location: this.props.location };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(
    props: { location: Location },
    state: { error: unknown; location: Location },
  ): { error: unknown; location: Location } | null {
    return props.location === state.location ? null : { error: undefined, location: props.location };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('a screen failed to render', error, info.componentStack);
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    const Fallback = this.props.fallback;
    return (
      <ErrorContext.Provider value={this.state.error}>
        <Fallback />
      </ErrorContext.Provider>
    );
  }
}

function RouteAt({ depth }: { depth: number }) {
  const state = useRouterState();
  const match = state.matches[depth];
  if (!match) return null;
  const { route } = match;
  const failed = state.errors && Object.hasOwn(state.errors, match.id);
  if (failed && route.ErrorBoundary) {
    const Fallback = route.ErrorBoundary;
    return (
      <ErrorContext.Provider value={state.errors![match.id]}>
        <Fallback />
      </ErrorContext.Provider>
    );
  }
  const Screen = route.Component;
  const content = (
    <DepthContext.Provider value={depth + 1}>
      {Screen ? <Screen /> : route.element !== undefined ? route.element : <Outlet />}
    </DepthContext.Provider>
  );
  return route.ErrorBoundary ? (
    <RenderErrorBoundary fallback={route.ErrorBoundary} location={state.location}>
      {content}
    </RenderErrorBoundary>
  ) : (
    content
  );
}

/** The child route's screen, inside a layout. */
export function Outlet() {
  return <RouteAt depth={useContext(DepthContext)} />;
}

export function useLocation(): Location {
  return useRouterState().location;
}

/** The parameters of the matched path (the deepest route's, as React Router's `useParams`). */
export function useParams(): Params {
  return useRouterState().matches.at(-1)?.params ?? {};
}

export function useMatches(): RouteMatch[] {
  return useRouterState().matches;
}

export function useRouteError(): unknown {
  return useContext(ErrorContext);
}

export function useNavigate(): (to: To, options?: NavigateOptions) => Promise<void> {
  return useRouter().navigate;
}

type SearchInit = URLSearchParams | string | Record<string, string>;

export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const router = useRouter();
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
    const current = new URLSearchParams(router.state.location.search);
    const query = new URLSearchParams(typeof next === 'function' ? next(current) : next).toString();
    void router.navigate(`${router.state.location.pathname}${query ? `?${query}` : ''}`, options);
  };
  return [params, set];
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  replace?: boolean;
  state?: unknown;
};

function useLinkClick(to: string, { replace, state, onClick, target }: Omit<LinkProps, 'to'>) {
  const router = useRouter();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      isExternal(to) ||
      event.defaultPrevented ||
      event.button !== 0 ||
      (target && target !== '_self') ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    event.preventDefault();
    void router.navigate(to, { replace: Boolean(replace), state });
  };
}

/** A link within the app: a real `<a href>` (open in a new tab, copy), followed without a reload. */
export function Link({ to, replace, state, ...props }: LinkProps) {
  const router = useRouter();
  const onClick = useLinkClick(to, { replace, state, ...props });
  return <a {...props} href={router.href(to)} onClick={onClick} />;
}

/** A link that says `aria-current="page"` while its path (or one below it) is shown. */
export function NavLink({ to, ...props }: LinkProps) {
  const { pathname } = useLocation();
  const active = pathname === to || pathname.startsWith(to.endsWith('/') ? to : `${to}/`);
  return <Link {...props} to={to} aria-current={active ? 'page' : undefined} />;
}

/** Goes to `to` once rendered (a redirect). */
export function Navigate({ to, replace, state }: { to: string; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: Boolean(replace), state });
  }, [navigate, to, replace, state]);
  return null;
}
