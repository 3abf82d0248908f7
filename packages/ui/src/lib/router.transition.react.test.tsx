import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, expect, it } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from './router.tsx';

// React DOM only (the staff console's renderer; vitest.config.ts runs `*.react.test.tsx` there):
// React keeps the screen being left while the next one suspends, where Preact's `startTransition`
// renders at once (docs/decisions/078-the-diner-storefront-on-preact.md). The diner's router loads
// a lazy screen's module before it moves, which router.test.tsx checks on both renderers.

afterEach(cleanup);

function Shows({ name }: { name: string }) {
  return (
    <p>
      screen {name} {useLocation().pathname}
    </p>
  );
}

/** A screen that suspends until `slow.ready` settles. */
const slow = { ready: Promise.resolve(), done: true };
function Slow() {
  if (!slow.done) throw slow.ready;
  return <Shows name="slow" />;
}

it('navigates in a transition: a screen that suspends leaves the one before on screen', async () => {
  let release!: () => void;
  slow.done = false;
  slow.ready = new Promise<void>((resolve) => {
    release = resolve;
  }).then(() => {
    slow.done = true;
  });
  const router = createMemoryRouter(
    [
      {
        element: (
          <Suspense fallback={<p>loading</p>}>
            <Outlet />
          </Suspense>
        ),
        children: [
          { path: '/', element: <Shows name="main" /> },
          { path: '/slow', Component: Slow },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  await act(async () => {});
  await act(async () => router.navigate('/slow'));
  expect(screen.queryByText('loading')).toBeNull();
  expect(screen.getByText(/^screen main/)).toBeTruthy();
  await act(async () => release());
  expect(screen.getByText(/^screen slow/)).toBeTruthy();
});
