export interface LoadOnce<T> {
  load(): Promise<T>;
  loaded(): T | null;
}

/** A lazily imported module, imported once: `load()` starts the import or joins the one under way,
 * and a failed import is tried again at the next call; `loaded()` is the module once it has come,
 * so a component can render it at once instead of suspending (`lazyPart` in lazy-part.tsx). */
export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let module: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    load() {
      loading ??= load().then(
        (arrived) => {
          module = arrived;
          return arrived;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => module,
  };
}
