import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { syncRequestContext } from '../../../app/startup.ts';
import { initialDinerState, useDinerStore } from '../../../core/session/model/diner-store.ts';
import { useServiceHeaders } from '../../../core/session/model/service-headers.ts';
import { QueryClient, QueryClientProvider } from '../../../lib/query.tsx';
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

function renderProbe() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      calls.push({ path: url, service: headers.get('service'), subservice: headers.get('subservice') });
      return new Response(JSON.stringify({}), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
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
  useDinerStore.setState(initialDinerState);
  unsync();
  vi.unstubAllGlobals();
});

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
});
