import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { syncRequestContext } from '../../../app/startup.ts';
import { initialDinerState, useDinerStore } from '../../../core/session/model/diner-store.ts';
import { useServiceHeaders } from '../../../core/session/model/service-headers.ts';
import { QueryClient, QueryClientProvider } from '@storefront/ui/lib/query.tsx';
import { venueFixture } from '../../../test/fixtures.ts';
import { useBranchDelivery, useSlots } from './branch.ts';

// Service headers per query (docs/decisions/019-diner-side-hardening.md): every request carries the diner's current service (spec §7), also after a
// switch, and what the screens read was asked for under that service.

const calls: { path: string; service: string | null; subservice: string | null }[] = [];

function Probe() {
  // As the screens do: the diner's current service headers key the queries.
  const headers = useServiceHeaders();
  const settings = useBranchDelivery('centro', headers);
  useSlots('centro', true, headers);
  return <p>{settings.data ? 'settings' : 'loading'}</p>;
}

const answer = (status: number) =>
  new Response(JSON.stringify(status === 200 ? {} : { key: 'service_unavailable', message: 'down' }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** The answers wait for the test: `answers[i](status)` answers the i-th request. */
const answers: ((status: number) => void)[] = [];

function renderProbe({ held = false, retry = 0 }: { held?: boolean; retry?: number } = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      calls.push({ path: url, service: headers.get('service'), subservice: headers.get('subservice') });
      if (!held) return answer(200);
      return new Promise<Response>((resolve) => answers.push((status) => resolve(answer(status))));
    }),
  );
  // the app's client retries once (main.tsx)
  const client = new QueryClient({ defaultOptions: { queries: { retry, refetchOnWindowFocus: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Probe />
    </QueryClientProvider>,
  );
}

let unsync = () => {};
beforeEach(() => {
  // the headers the app sends with every request, kept in step with the diner as at startup
  unsync = syncRequestContext(venueFixture());
});
afterEach(() => {
  cleanup();
  calls.length = 0;
  answers.length = 0;
  vi.useRealTimers();
  useDinerStore.setState(initialDinerState);
  unsync();
  vi.unstubAllGlobals();
});

const settingsAsked = () => calls.filter((c) => c.path.endsWith('/settings.json')).map((c) => c.service);
const last = (path: string) => calls.filter((c) => c.path.endsWith(path)).at(-1);

describe('the branch delivery settings and slots', () => {
  it('are asked for again with the new service headers after switching from delivery to take-away', async () => {
    useDinerStore.getState().setService('schedule');
    renderProbe();
    await waitFor(() => expect(last('/settings.json')).toBeDefined());
    expect(last('/settings.json')).toMatchObject({ service: 'delivery', subservice: 'schedule' });

    act(() => useDinerStore.getState().setService('take_away'));
    await waitFor(() => expect(last('/settings.json')?.service).toBe('take_away'));
    expect(last('/settings.json')?.subservice).toBeNull();
    await waitFor(() =>
      expect(last('/slots.json')).toMatchObject({ service: 'take_away', subservice: null }),
    );
    expect(calls.filter((c) => c.path.endsWith('/settings.json')).map((c) => c.service)).toEqual([
      'delivery',
      'take_away',
    ]);
  });

  it('send nothing under the previous service once switched, when its request under way fails after the switch', async () => {
    // The journey "switching from delivery to take-away…" (e2e/delivery.spec.ts) in the order that
    // failed it: the settings asked for under delivery are still on their way when the diner picks
    // take-away, and their answer (a failure) comes after the switch. The app's client retries a
    // failure once, a second later: that retry went out with `service: delivery`.
    vi.useFakeTimers();
    useDinerStore.getState().setService('delivery');
    renderProbe({ held: true, retry: 1 });
    await act(async () => {});
    expect(settingsAsked()).toEqual(['delivery']);

    act(() => useDinerStore.getState().setService('take_away'));
    await act(async () => {});
    expect(settingsAsked()).toEqual(['delivery', 'take_away']);

    // the first settings request (then the slots') fails
    await act(async () => answers[0]!(503));
    await act(async () => answers[1]!(503));
    await act(async () => vi.advanceTimersByTime(5_000));
    expect(settingsAsked()).toEqual(['delivery', 'take_away']);
  });
});
