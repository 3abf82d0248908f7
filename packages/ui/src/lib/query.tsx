import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';

// The storefront's and the staff console's server-state cache (docs/decisions/061-own-query-cache.md):
// the part of TanStack Query the screens use, in about 2 KB instead of 9.5, with its names and
// meaning so a screen changed only its import. A query is one cache entry per key (keys hashed with
// their objects' keys sorted); every hook with that key shares its data and its one request. Data
// is fresh for `staleTime` (0 by default): a hook that mounts, the window coming back into view
// (`refetchOnWindowFocus`) or the network coming back refetches it when stale, showing the data it
// has meanwhile. `invalidateQueries` marks the entries under a key prefix stale and refetches those
// on screen, abandoning a request already under way so no older answer lands after the change. A
// failed request is retried `retry` times (1000 ms, then twice as long each time) while a hook shows
// its entry (once the last one has gone it tries no more), a refetch that fails keeps the data it had; an answer deep-equal to parts of the one before keeps their objects
// (TanStack's structural sharing), so effects that depend on them do not run again. An entry no
// hook shows is forgotten after `gcTime` (5 minutes). No suspense, infinite queries, placeholders,
// persistence or offline pausing.

export type QueryKey = readonly unknown[];
declare const dataTagSymbol: unique symbol;
/** A query key that carries the type of its data, as `queryOptions` returns it. */
export type DataTag<Key extends QueryKey, Data> = Key & { [dataTagSymbol]: Data };
type DataOf<Key> = Key extends { [dataTagSymbol]: infer Data } ? Data : unknown;

export type QueryStatus = 'pending' | 'error' | 'success';
export type FetchStatus = 'fetching' | 'idle';

export interface QueryState<Data> {
  data: Data | undefined;
  error: Error | null;
  status: QueryStatus;
  fetchStatus: FetchStatus;
  /** When the data was last set (a request or `setQueryData`), 0 before. */
  dataUpdatedAt: number;
  isInvalidated: boolean;
}

export interface QueryFunctionContext {
  queryKey: QueryKey;
  signal: AbortSignal;
}

export interface QueryOptions<Data, Selected = Data> {
  queryKey: QueryKey;
  queryFn: (context: QueryFunctionContext) => Promise<Data>;
  enabled?: boolean;
  staleTime?: number;
  gcTime?: number;
  /** How many times a failed request is tried again (`true`: without end, `false`: never). */
  retry?: boolean | number;
  refetchOnWindowFocus?: boolean;
  refetchOnReconnect?: boolean;
  refetchInterval?: number | false | ((query: Query<Data>) => number | false | undefined);
  select?: (data: Data) => Selected;
}

type QueryDefaults = Partial<
  Omit<QueryOptions<unknown>, 'queryKey' | 'queryFn' | 'select' | 'refetchInterval'>
>;

/** A query's options with its key tagged with the data's type (TanStack's `queryOptions`). */
export function queryOptions<Data, Selected = Data, Key extends QueryKey = QueryKey>(
  options: QueryOptions<Data, Selected> & { queryKey: Key },
): QueryOptions<Data, Selected> & { queryKey: DataTag<Key, Data> } {
  return options as QueryOptions<Data, Selected> & { queryKey: DataTag<Key, Data> };
}

/** The key's hash: JSON with every object's keys sorted, so `{a, b}` and `{b, a}` are one key. */
export function hashKey(key: QueryKey): string {
  return JSON.stringify(key, (_, value: unknown) =>
    isPlainObject(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
}

/** Whether `key` starts with `prefix`, objects compared by the prefix's own fields. */
function keyStartsWith(key: QueryKey, prefix: QueryKey): boolean {
  return prefix.every((part, index) => partialMatch(key[index], part));
}

function partialMatch(value: unknown, pattern: unknown): boolean {
  if (value === pattern) return true;
  if (typeof value !== typeof pattern || value === null || pattern === null || typeof pattern !== 'object')
    return false;
  return Object.keys(pattern).every((field) =>
    partialMatch((value as Record<string, unknown>)[field], (pattern as Record<string, unknown>)[field]),
  );
}

/** An object literal or JSON's object, of this realm or another (not a class instance, a date, ...). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (Object.prototype.toString.call(value) !== '[object Object]') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === null || Object.getPrototypeOf(proto) === null;
}

/** `next`, keeping every part of `previous` that is deep-equal to its counterpart in `next`. */
export function replaceEqualDeep<T>(previous: unknown, next: T): T {
  if (previous === next) return previous as T;
  const arrays = Array.isArray(previous) && Array.isArray(next);
  if (!arrays && !(isPlainObject(previous) && isPlainObject(next))) return next;
  const before = previous as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  const keys = Object.keys(after);
  const copy = (arrays ? [] : {}) as Record<string, unknown>;
  let same = keys.length === Object.keys(before).length;
  for (const key of keys) {
    copy[key] = replaceEqualDeep(before[key], after[key]);
    if (copy[key] !== before[key] || !Object.hasOwn(before, key)) same = false;
  }
  return (same ? previous : copy) as T;
}

const retryDelay = (failures: number) => Math.min(1000 * 2 ** failures, 30_000);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One cache entry: its state, the hooks that show it and its one request under way. */
export class Query<Data = unknown> {
  state: QueryState<Data> = {
    data: undefined,
    error: null,
    status: 'pending',
    fetchStatus: 'idle',
    dataUpdatedAt: 0,
    isInvalidated: false,
  };
  /** The options of the last hook or call that used this entry. */
  options: QueryOptions<Data, unknown>;
  private readonly listeners = new Set<() => void>();
  private observers = 0;
  private request: { promise: Promise<Data>; controller: AbortController } | null = null;
  /** The last hook that showed this entry has gone: a request under way tries no more (TanStack's
   * `cancelRetry`), so a query of a key no screen shows any more (the service before a switch) sends
   * nothing after the change; a hook that comes back lets it go on. */
  private retryStopped = false;
  private gcTimer: ReturnType<typeof setTimeout> | undefined;

  readonly queryKey: QueryKey;
  readonly queryHash: string;
  private readonly forget: (query: Query<Data>) => void;

  constructor(
    queryKey: QueryKey,
    queryHash: string,
    options: QueryOptions<Data, unknown>,
    forget: (query: Query<Data>) => void,
  ) {
    this.queryKey = queryKey;
    this.queryHash = queryHash;
    this.options = options;
    this.forget = forget;
    this.scheduleGc();
  }

  private setState(change: Partial<QueryState<Data>>): void {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** A hook shows this entry until the returned function is called. */
  observe(): () => void {
    this.observers += 1;
    this.retryStopped = false;
    clearTimeout(this.gcTimer);
    return () => {
      this.observers -= 1;
      if (this.observers === 0 && this.request) this.retryStopped = true;
      this.scheduleGc();
    };
  }

  get isActive(): boolean {
    return this.observers > 0;
  }

  private scheduleGc(): void {
    clearTimeout(this.gcTimer);
    const gcTime = this.options.gcTime ?? 5 * 60_000;
    if (this.observers === 0 && Number.isFinite(gcTime))
      this.gcTimer = setTimeout(() => {
        if (this.observers === 0 && this.state.fetchStatus === 'idle') this.forget(this);
      }, gcTime);
  }

  isStale(staleTime = this.options.staleTime ?? 0): boolean {
    return (
      this.state.data === undefined ||
      this.state.isInvalidated ||
      Date.now() - this.state.dataUpdatedAt >= staleTime
    );
  }

  setData(data: Data): void {
    this.setState({
      data: replaceEqualDeep(this.state.data, data),
      dataUpdatedAt: Date.now(),
      error: null,
      status: 'success',
      isInvalidated: false,
    });
  }

  invalidate(): void {
    if (!this.state.isInvalidated) this.setState({ isInvalidated: true });
  }

  /** The request under way, or a new one; `cancelRefetch` abandons one under way for a new one. */
  fetch(options: QueryOptions<Data, unknown> = this.options, { cancelRefetch = false } = {}): Promise<Data> {
    this.options = options;
    if (this.request && !cancelRefetch) return this.request.promise;
    this.request?.controller.abort();
    this.retryStopped = false;
    const controller = new AbortController();
    const givesUp = () => controller.signal.aborted || this.retryStopped;
    const run = async (): Promise<Data> => {
      const retries = options.retry === true ? Number.POSITIVE_INFINITY : Number(options.retry ?? 0);
      for (let failures = 0; ; failures += 1) {
        try {
          return await options.queryFn({ queryKey: this.queryKey, signal: controller.signal });
        } catch (error) {
          if (givesUp() || failures >= retries) throw error;
          await sleep(retryDelay(failures));
          if (givesUp()) throw error;
        }
      }
    };
    const promise = run().then(
      (data) => {
        if (this.request?.controller === controller) {
          this.request = null;
          this.setData(data);
          this.setState({ fetchStatus: 'idle' });
          this.scheduleGc();
        }
        return data;
      },
      (error: unknown) => {
        if (this.request?.controller === controller) {
          this.request = null;
          this.setState({
            error: error instanceof Error ? error : new Error(String(error)),
            status: 'error',
            fetchStatus: 'idle',
          });
          this.scheduleGc();
        }
        throw error;
      },
    );
    this.request = { promise, controller };
    this.setState({
      fetchStatus: 'fetching',
      ...(this.state.data === undefined ? { status: 'pending' as const, error: null } : {}),
    });
    return promise;
  }
}

/** Every entry of a client (TanStack's query cache). */
export class QueryCache {
  private readonly queries = new Map<string, Query<unknown>>();

  build<Data>(options: QueryOptions<Data, unknown>): Query<Data> {
    const hash = hashKey(options.queryKey);
    let query = this.queries.get(hash) as Query<Data> | undefined;
    if (!query) {
      query = new Query(options.queryKey, hash, options, (gone) => {
        if (this.queries.get(gone.queryHash) === gone) this.queries.delete(gone.queryHash);
      });
      this.queries.set(hash, query as Query<unknown>);
    }
    return query;
  }

  get<Data>(key: QueryKey): Query<Data> | undefined {
    return this.queries.get(hashKey(key)) as Query<Data> | undefined;
  }

  getAll(): Query<unknown>[] {
    return [...this.queries.values()];
  }

  findAll(prefix: QueryKey): Query<unknown>[] {
    return this.getAll().filter((query) => keyStartsWith(query.queryKey, prefix));
  }
}

export class QueryClient {
  private readonly cache = new QueryCache();
  private readonly defaults: QueryDefaults;

  constructor(config: { defaultOptions?: { queries?: QueryDefaults } } = {}) {
    this.defaults = config.defaultOptions?.queries ?? {};
  }

  /** The options with the client's defaults under them. */
  withDefaults<Data, Selected>(options: QueryOptions<Data, Selected>): QueryOptions<Data, Selected> {
    return { ...this.defaults, ...options } as QueryOptions<Data, Selected>;
  }

  getQueryCache(): QueryCache {
    return this.cache;
  }

  getQueryData<Key extends QueryKey>(queryKey: Key): DataOf<Key> | undefined {
    return this.cache.get<DataOf<Key>>(queryKey)?.state.data;
  }

  getQueryState<Key extends QueryKey>(queryKey: Key): QueryState<DataOf<Key>> | undefined {
    return this.cache.get<DataOf<Key>>(queryKey)?.state;
  }

  setQueryData<Key extends QueryKey>(
    queryKey: Key,
    updater: DataOf<Key> | ((previous: DataOf<Key> | undefined) => DataOf<Key>),
  ): DataOf<Key> {
    const query = this.cache.build<DataOf<Key>>({
      queryKey,
      queryFn: () => Promise.reject(new Error(`no query function for ${hashKey(queryKey)}`)),
    });
    const data =
      typeof updater === 'function'
        ? (updater as (previous: DataOf<Key> | undefined) => DataOf<Key>)(query.state.data)
        : updater;
    query.setData(data);
    return data;
  }

  /** Marks the entries under the key prefix stale and refetches those a hook shows. */
  async invalidateQueries({ queryKey }: { queryKey: QueryKey }): Promise<void> {
    const queries = this.cache.findAll(queryKey);
    for (const query of queries) query.invalidate();
    await Promise.all(
      queries
        .filter((query) => query.isActive && query.options.enabled !== false)
        .map((query) => query.fetch(query.options, { cancelRefetch: true }).catch(() => {})),
    );
  }

  /** The data, from the cache while fresh, else from a request (no retry unless asked); throws its error. */
  fetchQuery<Data>(options: QueryOptions<Data, unknown>): Promise<Data> {
    const resolved = this.withDefaults({ retry: false, ...options });
    const query = this.cache.build(resolved);
    return query.isStale(resolved.staleTime)
      ? query.fetch(resolved)
      : Promise.resolve(query.state.data as Data);
  }

  /** `fetchQuery` that never throws: fills the cache for a screen about to show. */
  async prefetchQuery<Data>(options: QueryOptions<Data, unknown>): Promise<void> {
    await this.fetchQuery(options).catch(() => {});
  }
}

const QueryClientContext = createContext<QueryClient | null>(null);

export function QueryClientProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <QueryClientContext.Provider value={client}>{children}</QueryClientContext.Provider>;
}

export function useQueryClient(): QueryClient {
  const client = useContext(QueryClientContext);
  if (!client) throw new Error('useQueryClient: no QueryClientProvider above');
  return client;
}

interface QueryResultBase {
  fetchStatus: FetchStatus;
  isFetching: boolean;
  refetch: () => Promise<void>;
}

interface Loading {
  isPending: true;
  isError: false;
  isLoadingError: false;
  isRefetchError: false;
  isSuccess: false;
}
interface LoadingFailed {
  isPending: false;
  isError: true;
  isLoadingError: true;
  isRefetchError: false;
  isSuccess: false;
}
interface RefetchFailed {
  isPending: false;
  isError: true;
  isLoadingError: false;
  isRefetchError: true;
  isSuccess: false;
}
interface Succeeded {
  isPending: false;
  isError: false;
  isLoadingError: false;
  isRefetchError: false;
  isSuccess: true;
}

/** A hook's view of its entry, a union on `status` as TanStack's: data is there once it succeeded.
 * An error is a loading error while there is no data to show (`isLoadingError`: a screen says the
 * error instead of its content), a refetch error when a later request failed and the data of the
 * last answer is still there (`isRefetchError`: a screen keeps showing it). */
export type QueryResult<Selected> = QueryResultBase &
  (
    | ({ status: 'pending'; data: undefined; error: null } & Loading)
    | ({ status: 'error'; data: undefined; error: Error } & LoadingFailed)
    | ({ status: 'error'; data: Selected; error: Error } & RefetchFailed)
    | ({ status: 'success'; data: Selected; error: null } & Succeeded)
  );

const listensTo = (event: string, target: Window | Document, listener: () => void) => {
  target.addEventListener(event, listener);
  return () => target.removeEventListener(event, listener);
};

/** The entry of the options' key, fetched when it has no data or is stale, kept fresh while shown. */
export function useQuery<Data, Selected = Data>(
  options: QueryOptions<Data, Selected>,
): QueryResult<Selected> {
  const client = useQueryClient();
  const resolved = client.withDefaults(options) as QueryOptions<Data, unknown>;
  const query = client.getQueryCache().build(resolved);
  // the latest options, for the request the effects below start
  query.options = resolved;
  const state = useSyncExternalStore(query.subscribe, () => query.state);
  const enabled = resolved.enabled !== false;

  useEffect(() => {
    const stopObserving = query.observe();
    if (!enabled) return stopObserving;
    const refetchIfStale = () => {
      if (query.isStale()) void query.fetch().catch(() => {});
    };
    refetchIfStale();
    const stops = [stopObserving];
    if (query.options.refetchOnWindowFocus !== false)
      stops.push(
        listensTo('visibilitychange', document, () => {
          if (document.visibilityState === 'visible') refetchIfStale();
        }),
      );
    if (query.options.refetchOnReconnect !== false) stops.push(listensTo('online', window, refetchIfStale));
    return () => {
      for (const stop of stops) stop();
    };
  }, [query, enabled]);

  // a polling interval, worked out again after every answer (it may depend on the data)
  const interval =
    typeof options.refetchInterval === 'function' ? options.refetchInterval(query) : options.refetchInterval;
  useEffect(() => {
    if (!enabled || !interval || state.fetchStatus === 'fetching') return;
    const timer = setTimeout(() => {
      if (document.visibilityState !== 'hidden') void query.fetch().catch(() => {});
    }, interval);
    return () => clearTimeout(timer);
  }, [query, enabled, interval, state]);

  const select = options.select;
  const data = useMemo(
    () =>
      (state.data === undefined || !select ? state.data : select(state.data as Data)) as Selected | undefined,
    [state.data, select],
  );
  // the union's members are the same fields with their types tied to `status`
  return {
    data,
    error: state.error,
    status: state.status,
    fetchStatus: state.fetchStatus,
    isPending: state.status === 'pending',
    isError: state.status === 'error',
    isLoadingError: state.status === 'error' && data === undefined,
    isRefetchError: state.status === 'error' && data !== undefined,
    isSuccess: state.status === 'success',
    isFetching: state.fetchStatus === 'fetching',
    refetch: () =>
      query.fetch(query.options, { cancelRefetch: true }).then(
        () => {},
        () => {},
      ),
  } as QueryResult<Selected>;
}

export interface MutationOptions<Result, Variables, Context> {
  mutationFn: (variables: Variables) => Promise<Result>;
  onMutate?: (variables: Variables) => Context | Promise<Context>;
  onSuccess?: (data: Result, variables: Variables, context: Context | undefined) => unknown;
  onError?: (error: Error, variables: Variables, context: Context | undefined) => unknown;
  onSettled?: (
    data: Result | undefined,
    error: Error | null,
    variables: Variables,
    context: Context | undefined,
  ) => unknown;
}

export interface MutationResult<Result, Variables> {
  mutate: (variables: Variables) => void;
  mutateAsync: (variables: Variables) => Promise<Result>;
  data: Result | undefined;
  error: Error | null;
  status: 'idle' | 'pending' | 'error' | 'success';
  isPending: boolean;
  isError: boolean;
}

/** A change sent to the server, with its state and the callbacks around it (TanStack's `useMutation`). */
export function useMutation<Result, Variables = void, Context = unknown>(
  options: MutationOptions<Result, Variables, Context>,
): MutationResult<Result, Variables> {
  const [state, setState] = useState<Pick<MutationResult<Result, Variables>, 'data' | 'error' | 'status'>>({
    data: undefined,
    error: null,
    status: 'idle',
  });
  const mutateAsync = async (variables: Variables): Promise<Result> => {
    setState({ data: undefined, error: null, status: 'pending' });
    let context: Context | undefined;
    try {
      context = await options.onMutate?.(variables);
      const data = await options.mutationFn(variables);
      await options.onSuccess?.(data, variables, context);
      await options.onSettled?.(data, null, variables, context);
      setState({ data, error: null, status: 'success' });
      return data;
    } catch (caught) {
      const error = caught instanceof Error ? caught : new Error(String(caught));
      await options.onError?.(error, variables, context);
      await options.onSettled?.(undefined, error, variables, context);
      setState({ data: undefined, error, status: 'error' });
      throw caught;
    }
  };
  return {
    ...state,
    mutateAsync,
    mutate: (variables) => void mutateAsync(variables).catch(() => {}),
    isPending: state.status === 'pending',
    isError: state.status === 'error',
  };
}
