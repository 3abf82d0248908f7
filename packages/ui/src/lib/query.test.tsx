import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  hashKey,
  QueryClient,
  QueryClientProvider,
  type QueryOptions,
  queryOptions,
  replaceEqualDeep,
  useMutation,
  useQuery,
} from './query.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A query function that answers what `answers` holds next, counting its calls. */
function server<T>(...answers: (T | Error)[]) {
  const calls: AbortSignal[] = [];
  const pending: ((value: T | Error) => void)[] = [];
  return {
    calls,
    /** Answers the oldest request waiting (for requests made with `hold`). */
    release: (value: T | Error) => pending.shift()?.(value),
    queryFn: ({ signal }: { signal: AbortSignal }) => {
      calls.push(signal);
      const next = answers.length > 1 ? answers.shift()! : answers[0]!;
      return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
    },
    hold: ({ signal }: { signal: AbortSignal }) => {
      calls.push(signal);
      return new Promise<T>((resolve, reject) =>
        pending.push((value) => (value instanceof Error ? reject(value) : resolve(value))),
      );
    },
  };
}

function wrapperOf(client: QueryClient, strict = false) {
  return ({ children }: { children: ReactNode }) => {
    const tree = <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    return strict ? <StrictMode>{tree}</StrictMode> : tree;
  };
}

function TwoHooks({ options }: { options: QueryOptions<{ name: string }> }) {
  const a = useQuery(options);
  const b = useQuery(options);
  return <p>{a.isPending ? 'loading' : `${a.data?.name} ${b.data?.name}`}</p>;
}

interface ItemsAnswer {
  items: { id: number }[];
  at: number;
}

/** Counts the effects that depend on the answer's items. */
function Items({ queryFn, effects }: { queryFn: QueryOptions<ItemsAnswer>['queryFn']; effects: unknown[] }) {
  const { data, refetch } = useQuery({ queryKey: ['items'], queryFn });
  const items = data?.items;
  useEffect(() => {
    if (items) effects.push(items);
  }, [items, effects]);
  return (
    <button type="button" onClick={() => void refetch()}>
      {data?.at ?? 'none'}
    </button>
  );
}

describe('hashKey', () => {
  it('is the same for objects whose keys come in another order, and differs by value', () => {
    expect(hashKey(['a', { x: 1, y: 2 }])).toBe(hashKey(['a', { y: 2, x: 1 }]));
    expect(hashKey(['a', { x: 1 }])).not.toBe(hashKey(['a', { x: 2 }]));
  });
});

describe('replaceEqualDeep', () => {
  it('keeps the objects of the previous answer that did not change', () => {
    const before = { items: [{ id: 1 }, { id: 2 }], total: 5 };
    const after = replaceEqualDeep(before, { items: [{ id: 1 }, { id: 3 }], total: 5 });
    expect(after).toEqual({ items: [{ id: 1 }, { id: 3 }], total: 5 });
    expect(after.items[0]).toBe(before.items[0]);
    expect(after.items[1]).not.toBe(before.items[1]);
    expect(replaceEqualDeep(before, structuredClone(before))).toBe(before);
  });

  it('takes the new value where a field was added or removed', () => {
    const before: Record<string, unknown> = { a: 1 };
    expect(replaceEqualDeep(before, { a: 1, b: undefined })).not.toBe(before);
    expect(replaceEqualDeep({ a: 1, b: 2 }, { a: 1 })).toEqual({ a: 1 });
  });
});

describe('useQuery', () => {
  it('asks once for a key that several hooks show, also in strict mode, and shows the answer', async () => {
    const client = new QueryClient();
    const menu = server({ name: 'menu' });
    const options = queryOptions({ queryKey: ['menu', 'centro'], queryFn: menu.queryFn });
    render(<TwoHooks options={options} />, { wrapper: wrapperOf(client, true) });
    expect(screen.getByText('loading')).toBeTruthy();
    await screen.findByText('menu menu');
    expect(menu.calls).toHaveLength(1);
    expect(client.getQueryData(options.queryKey)).toEqual({ name: 'menu' });
  });

  it('refetches stale data when a hook mounts, showing the data it has meanwhile', async () => {
    const client = new QueryClient();
    const order = server<{ status: string }>({ status: 'sent' });
    client.setQueryData(['order', 1], { status: 'new' });
    const { result } = renderHook(() => useQuery({ queryKey: ['order', 1], queryFn: order.hold }), {
      wrapper: wrapperOf(client),
    });
    expect(result.current.data).toEqual({ status: 'new' });
    expect(result.current.isFetching).toBe(true);
    act(() => order.release({ status: 'sent' }));
    await waitFor(() => expect(result.current.data).toEqual({ status: 'sent' }));
  });

  it('does not refetch data that is still fresh for staleTime', async () => {
    const client = new QueryClient();
    const config = server({ v: 1 });
    client.setQueryData(['config'], { v: 0 });
    const { result } = renderHook(
      () => useQuery({ queryKey: ['config'], queryFn: config.queryFn, staleTime: 60_000 }),
      { wrapper: wrapperOf(client) },
    );
    await act(async () => {});
    expect(result.current.data).toEqual({ v: 0 });
    expect(config.calls).toHaveLength(0);
  });

  it('asks nothing while disabled, and asks once enabled', async () => {
    const client = new QueryClient();
    const table = server({ id: 't' });
    const { result, rerender } = renderHook(
      ({ enabled }) => useQuery({ queryKey: ['table'], queryFn: table.queryFn, enabled }),
      { wrapper: wrapperOf(client), initialProps: { enabled: false } },
    );
    await act(async () => {});
    expect(result.current.status).toBe('pending');
    expect(result.current.fetchStatus).toBe('idle');
    expect(table.calls).toHaveLength(0);
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.data).toEqual({ id: 't' }));
    expect(table.calls).toHaveLength(1);
  });

  it('retries a failed request `retry` times, a second apart, then shows the error', async () => {
    vi.useFakeTimers();
    const client = new QueryClient({ defaultOptions: { queries: { retry: 1 } } });
    const failing = server<string>(new Error('down'));
    const { result } = renderHook(() => useQuery({ queryKey: ['x'], queryFn: failing.queryFn }), {
      wrapper: wrapperOf(client),
    });
    await act(async () => {});
    expect(failing.calls).toHaveLength(1);
    expect(result.current.isPending).toBe(true);
    await act(async () => vi.advanceTimersByTime(999));
    expect(failing.calls).toHaveLength(1);
    await act(async () => vi.advanceTimersByTime(1));
    expect(failing.calls).toHaveLength(2);
    expect(result.current.isError).toBe(true);
    expect(result.current.isLoadingError).toBe(true);
    expect(result.current.isRefetchError).toBe(false);
    expect(result.current.error?.message).toBe('down');
  });

  it('tries no more once no hook shows the entry, and goes on when one comes back', async () => {
    vi.useFakeTimers();
    const client = new QueryClient({ defaultOptions: { queries: { retry: 3 } } });
    const failing = server<string>(new Error('down'));
    const options = { queryKey: ['gone'], queryFn: failing.hold };
    const shown = renderHook(() => useQuery(options), { wrapper: wrapperOf(client) });
    await act(async () => {});
    expect(failing.calls).toHaveLength(1);
    // the screen moves on (another key) while its request is under way; the request fails after
    shown.unmount();
    await act(async () => failing.release(new Error('down')));
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(failing.calls).toHaveLength(1);
    expect(client.getQueryState(['gone'])?.status).toBe('error');

    // a request whose hook goes during the wait before a retry gives up then
    const again = renderHook(() => useQuery(options), { wrapper: wrapperOf(client) });
    await act(async () => {});
    expect(failing.calls).toHaveLength(2);
    await act(async () => failing.release(new Error('down')));
    again.unmount();
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(failing.calls).toHaveLength(2);

    // one that comes back while the request is under way lets it try again
    const third = renderHook(() => useQuery(options), { wrapper: wrapperOf(client) });
    await act(async () => {});
    expect(failing.calls).toHaveLength(3);
    third.unmount();
    renderHook(() => useQuery(options), { wrapper: wrapperOf(client) });
    await act(async () => failing.release(new Error('down')));
    await act(async () => vi.advanceTimersByTime(1000));
    expect(failing.calls).toHaveLength(4);
  });

  it('keeps the data it had when a refetch fails, and refetch clears the error', async () => {
    const client = new QueryClient();
    const menu = server<string>('v1', new Error('offline'), 'v2');
    const { result } = renderHook(() => useQuery({ queryKey: ['m'], queryFn: menu.queryFn }), {
      wrapper: wrapperOf(client),
    });
    await waitFor(() => expect(result.current.data).toBe('v1'));
    await act(() => result.current.refetch());
    expect(result.current.isError).toBe(true);
    // a refetch error, not a loading error: a screen keeps what it shows
    expect(result.current.isRefetchError).toBe(true);
    expect(result.current.isLoadingError).toBe(false);
    expect(result.current.data).toBe('v1');
    await act(() => result.current.refetch());
    expect(result.current.isRefetchError).toBe(false);
    expect(result.current.isSuccess).toBe(true);
    expect(result.current.data).toBe('v2');
    expect(result.current.error).toBeNull();
  });

  it('keeps the previous objects of an answer that did not change them', async () => {
    const client = new QueryClient();
    const answers = server({ items: [{ id: 1 }], at: 1 }, { items: [{ id: 1 }], at: 2 });
    const effects: unknown[] = [];
    render(<Items queryFn={answers.queryFn} effects={effects} />, { wrapper: wrapperOf(client) });
    await screen.findByText('1');
    await act(async () => screen.getByRole('button').click());
    await screen.findByText('2');
    expect(effects).toHaveLength(1);
  });

  it('shows what select makes of the data', async () => {
    const client = new QueryClient();
    const menu = server({ products: ['a', 'b'] });
    const { result } = renderHook(
      () => useQuery({ queryKey: ['menu'], queryFn: menu.queryFn, select: (m) => m.products.length }),
      { wrapper: wrapperOf(client) },
    );
    await waitFor(() => expect(result.current.data).toBe(2));
  });

  it('polls while refetchInterval says so, from the data it has', async () => {
    const client = new QueryClient();
    const payment = server({ status: 'pending' }, { status: 'pending' }, { status: 'approved' });
    const { result } = renderHook(
      () =>
        useQuery({
          queryKey: ['payment'],
          queryFn: payment.queryFn,
          refetchInterval: (query) => (query.state.data?.status === 'pending' ? 10 : false),
        }),
      { wrapper: wrapperOf(client) },
    );
    await waitFor(() => expect(result.current.data).toEqual({ status: 'approved' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(payment.calls).toHaveLength(3);
  });

  it('refetches stale data when the page comes back into view, unless told not to', async () => {
    const client = new QueryClient();
    const kitchen = server({ tickets: 1 });
    const diner = server({ tickets: 1 });
    renderHook(() => useQuery({ queryKey: ['kitchen'], queryFn: kitchen.queryFn }), {
      wrapper: wrapperOf(client),
    });
    renderHook(() => useQuery({ queryKey: ['diner'], queryFn: diner.queryFn, refetchOnWindowFocus: false }), {
      wrapper: wrapperOf(client),
    });
    await waitFor(() => expect(kitchen.calls).toHaveLength(1));
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(kitchen.calls).toHaveLength(2));
    expect(diner.calls).toHaveLength(1);
  });

  it('forgets an entry no hook shows after gcTime', async () => {
    const client = new QueryClient();
    const menu = server('m');
    const { unmount } = renderHook(
      () => useQuery({ queryKey: ['gone'], queryFn: menu.queryFn, gcTime: 20 }),
      {
        wrapper: wrapperOf(client),
      },
    );
    await waitFor(() => expect(client.getQueryData(['gone'])).toBe('m'));
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(client.getQueryData(['gone'])).toBe('m');
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(client.getQueryState(['gone'])).toBeUndefined();
  });
});

describe('QueryClient', () => {
  it('invalidateQueries refetches the shown entries under a prefix, abandoning a request under way', async () => {
    const client = new QueryClient();
    const table = server<{ round: number }>();
    const { result } = renderHook(
      () => useQuery({ queryKey: ['on-table', 'order', 'p1'], queryFn: table.hold }),
      {
        wrapper: wrapperOf(client),
      },
    );
    client.setQueryData(['on-table', 'init'], 'other');
    client.setQueryData(['delivery', 'order'], 'untouched');
    await waitFor(() => expect(table.calls).toHaveLength(1));
    let invalidated = false;
    act(() => void client.invalidateQueries({ queryKey: ['on-table'] }).then(() => (invalidated = true)));
    expect(table.calls).toHaveLength(2);
    expect(table.calls[0]!.aborted).toBe(true);
    expect(client.getQueryState(['on-table', 'init'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['delivery', 'order'])?.isInvalidated).toBe(false);
    // the abandoned request's answer never lands
    act(() => table.release({ round: 1 }));
    act(() => table.release({ round: 2 }));
    await waitFor(() => expect(invalidated).toBe(true));
    expect(result.current.data).toEqual({ round: 2 });
  });

  it('fetchQuery answers from the cache while fresh and asks the server once stale', async () => {
    const client = new QueryClient();
    const menu = server('fresh');
    client.setQueryData(['menu'], 'cached');
    expect(await client.fetchQuery({ queryKey: ['menu'], queryFn: menu.queryFn, staleTime: 60_000 })).toBe(
      'cached',
    );
    expect(await client.fetchQuery({ queryKey: ['menu'], queryFn: menu.queryFn })).toBe('fresh');
    expect(menu.calls).toHaveLength(1);
  });

  it('fetchQuery throws the error without retrying; prefetchQuery never throws', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: 3 } } });
    const failing = server<string>(new Error('no'));
    await expect(client.fetchQuery({ queryKey: ['f'], queryFn: failing.queryFn })).rejects.toThrow('no');
    await client.prefetchQuery({ queryKey: ['f'], queryFn: failing.queryFn });
    expect(failing.calls).toHaveLength(2);
  });

  it('setQueryData takes a value or a function of the previous one', () => {
    const client = new QueryClient();
    const key = queryOptions({ queryKey: ['count'], queryFn: async () => 0 }).queryKey;
    client.setQueryData(key, 1);
    client.setQueryData(key, (previous) => (previous ?? 0) + 1);
    expect(client.getQueryData(key)).toBe(2);
  });
});

describe('useMutation', () => {
  it('runs onMutate, the call, onSuccess and onSettled in order, and reports pending', async () => {
    const steps: string[] = [];
    let finish: (value: string) => void = () => {};
    const { result } = renderHook(() =>
      useMutation({
        mutationFn: (name: string) =>
          new Promise<string>((resolve) => (finish = (v) => resolve(`${name} ${v}`))),
        onMutate: () => void steps.push('mutate'),
        onSuccess: (data, name) => void steps.push(`success ${data} (${name})`),
        onError: () => void steps.push('error'),
        onSettled: (_data, error) => void steps.push(`settled ${error}`),
      }),
    );
    act(() => result.current.mutate('bump'));
    await waitFor(() => expect(result.current.isPending).toBe(true));
    await act(async () => finish('done'));
    expect(steps).toEqual(['mutate', 'success bump done (bump)', 'settled null']);
    expect(result.current.status).toBe('success');
    expect(result.current.data).toBe('bump done');
  });

  it('runs onError and onSettled with the error, and mutate swallows it', async () => {
    const steps: string[] = [];
    const { result } = renderHook(() =>
      useMutation({
        mutationFn: () => Promise.reject(new Error('refused')),
        onError: (error) => void steps.push(`error ${error.message}`),
        onSettled: (_data, error) => void steps.push(`settled ${error?.message}`),
      }),
    );
    await act(async () => result.current.mutate());
    expect(steps).toEqual(['error refused', 'settled refused']);
    expect(result.current.isError).toBe(true);
    await expect(result.current.mutateAsync()).rejects.toThrow('refused');
  });
});
