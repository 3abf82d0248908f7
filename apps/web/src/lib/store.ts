import { useRef, useSyncExternalStore } from 'react';

// The storefront's small stores (docs/decisions/064-own-store.md): the part of Zustand the diner's
// stores use, with its names and meaning, so a store changed only its import. `create` makes a
// hook over one state (`useStore(selector)`, with `getState`, `setState`, `subscribe` and
// `getInitialState` on it); `persist` keeps the state in a Web Storage under a name, written as
// Zustand writes it (`{"state": …, "version": n}`), so what a diner's browser kept before stays
// readable, and read back synchronously when the store is made. A stored version other than the
// store's is left unread (Zustand's behaviour without a `migrate`); storage that cannot be read or
// written (a private window, a full quota) leaves the state in memory.

type Listener<T> = (state: T, previous: T) => void;
type SetState<T> = (partial: Partial<T> | ((state: T) => Partial<T>), replace?: boolean) => void;

export interface StoreApi<T> {
  getState(): T;
  getInitialState(): T;
  setState: SetState<T>;
  subscribe(listener: Listener<T>): () => void;
}

export type StateCreator<T> = (set: SetState<T>, get: () => T, api: StoreApi<T>) => T;

interface PersistApi {
  /** Reads the storage again and merges what it holds over the current state. */
  rehydrate(): Promise<void>;
}

/** A state creator wrapped by `persist`: the store it makes has `persist`. */
type PersistedCreator<T> = StateCreator<T> & { readonly persisted: true };

export type UseBoundStore<T> = (<U = T>(selector?: (state: T) => U) => U) & StoreApi<T>;

function createStore<T>(creator: StateCreator<T>): StoreApi<T> {
  let state: T;
  const listeners = new Set<Listener<T>>();
  const api: StoreApi<T> = {
    getState: () => state,
    getInitialState: () => initial,
    setState: (partial, replace) => {
      const next = typeof partial === 'function' ? partial(state) : partial;
      if (Object.is(next, state)) return;
      const previous = state;
      state = replace ? (next as T) : { ...state, ...next };
      for (const listener of listeners) listener(state, previous);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const initial = creator(api.setState, api.getState, api);
  state = initial;
  return api;
}

/** A hook over a new store (Zustand's curried `create<T>()(creator)`). */
export function create<T>(): {
  (creator: PersistedCreator<T>): UseBoundStore<T> & { persist: PersistApi };
  (creator: StateCreator<T>): UseBoundStore<T>;
} {
  return ((creator: StateCreator<T>) => {
    const api = createStore(creator);
    // biome-ignore lint/correctness/noComponentHookFactories: made once per store when its module loads, never during a render
    const useBoundStore = <U = T>(selector: (state: T) => U = (state) => state as unknown as U) =>
      useSyncExternalStore(
        api.subscribe,
        () => selector(api.getState()),
        () => selector(api.getInitialState()),
      );
    return Object.assign(useBoundStore, api);
  }) as never;
}

export interface JsonStorage {
  getItem(name: string): unknown;
  setItem(name: string, value: unknown): void;
}

/** A Web Storage read and written as JSON; undefined when the browser refuses the storage. */
export function createJSONStorage(getStorage: () => Storage): JsonStorage | undefined {
  let storage: Storage;
  try {
    storage = getStorage();
  } catch {
    return undefined;
  }
  return {
    getItem: (name) => {
      const text = storage.getItem(name);
      return text === null ? null : JSON.parse(text);
    },
    setItem: (name, value) => storage.setItem(name, JSON.stringify(value)),
  };
}

interface PersistOptions<T> {
  name: string;
  version?: number;
  storage?: JsonStorage;
  /** What of the state is kept (all of it by default). */
  partialize?: (state: T) => Partial<T>;
}

/** Keeps a store's state in a storage under `options.name` (Zustand's `persist` middleware). */
export function persist<T>(creator: StateCreator<T>, options: PersistOptions<T>): PersistedCreator<T> {
  const { name, version = 0, storage = createJSONStorage(() => localStorage) } = options;
  const partialize = options.partialize ?? ((state: T) => state);
  const wrapped: StateCreator<T> = (set, get, api) => {
    const save = () => {
      try {
        storage?.setItem(name, { state: partialize(get()), version });
      } catch {
        // the state stays in memory
      }
    };
    const setAndSave: SetState<T> = (partial, replace) => {
      set(partial, replace);
      save();
    };
    const { setState } = api;
    api.setState = (partial, replace) => {
      setState(partial, replace);
      save();
    };
    const initial = creator(setAndSave, get, api);
    const stored = (): Partial<T> | undefined => {
      try {
        const value = storage?.getItem(name) as { state?: Partial<T>; version?: number } | null | undefined;
        return value && (typeof value.version !== 'number' || value.version === version)
          ? value.state
          : undefined;
      } catch {
        return undefined;
      }
    };
    // `create` puts the store's fields on its hook, this one too
    (api as StoreApi<T> & { persist: PersistApi }).persist = {
      rehydrate: async () => set({ ...get(), ...stored() }, true),
    };
    return { ...initial, ...stored() };
  };
  return Object.assign(wrapped, { persisted: true as const });
}

/** Whether two values are the same, or objects with the same own fields holding the same values. */
function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && Object.is((a as never)[key], (b as never)[key]))
  );
}

/** A selector that keeps its last answer while the new one is shallowly equal (Zustand's
 * `useShallow`), so a selector that builds an object does not render its component again for
 * every change of the store. */
export function useShallow<T, U>(selector: (state: T) => U): (state: T) => U {
  const previous = useRef<U | undefined>(undefined);
  return (state) => {
    const next = selector(state);
    if (shallowEqual(previous.current, next)) return previous.current as U;
    previous.current = next;
    return next;
  };
}
