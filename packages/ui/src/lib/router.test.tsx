import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createBrowserRouter,
  createMemoryRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  type RouteObject,
  RouterProvider,
  useLocation,
  useMatches,
  useParams,
  useRouteError,
  useSearchParams,
} from './router.tsx';

afterEach(cleanup);

function Shows({ name }: { name: string }) {
  const params = useParams();
  const { search } = useLocation();
  return (
    <p>
      screen {name} {JSON.stringify(params)} {search}
    </p>
  );
}

function Failure() {
  return <p role="alert">{String(useRouteError())}</p>;
}

function Broken(): never {
  throw new Error('broken');
}

function Filters() {
  const [params, setParams] = useSearchParams();
  return (
    <button type="button" onClick={() => setParams((current) => ({ q: `${current.get('q')}!` }))}>
      {params.get('q')}
    </button>
  );
}

function MatchList() {
  return (
    <p>
      {useMatches()
        .map((m) => `${m.id}:${String(m.handle)}`)
        .join(' ')}
    </p>
  );
}

function Later() {
  return <Shows name="later" />;
}

const table: RouteObject[] = [
  {
    element: (
      <>
        <Link to="/location">location</Link>
        <Outlet />
      </>
    ),
    children: [
      { path: '/', element: <Shows name="main" /> },
      { path: '/:supplierSlug/:productId', element: <Shows name="product" /> },
      { path: '/:supplierSlug', element: <Shows name="home" /> },
      { path: '/:supplierSlug/menu', element: <Shows name="menu" /> },
      { path: '/location', element: <Shows name="location" /> },
      { path: '*', element: <Shows name="not found" /> },
    ],
  },
];

async function renderAt(path: string, routes = table) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  await act(async () => {});
  return router;
}

describe('router', () => {
  it('ranks static segments before parameters and the splat last, whatever the order', async () => {
    await renderAt('/centro/menu');
    expect(screen.getByText(/^screen menu/).textContent).toContain('{"supplierSlug":"centro"}');
    cleanup();
    await renderAt('/location');
    expect(screen.getByText(/^screen location/)).toBeTruthy();
    cleanup();
    await renderAt('/centro/churrasco%20grande');
    expect(screen.getByText(/^screen product/).textContent).toContain('"productId":"churrasco grande"');
    cleanup();
    await renderAt('/a/b/c');
    expect(screen.getByText(/^screen not found/)).toBeTruthy();
    cleanup();
    // a malformed escape neither throws nor hides the not-found screen
    await renderAt('/a/%E0%A4%A/c');
    expect(screen.getByText(/^screen not found/).textContent).toContain('%E0%A4%A');
  });

  it('matches static segments in any case and ignores a trailing slash', async () => {
    await renderAt('/Centro/MENU/');
    expect(screen.getByText(/^screen menu/).textContent).toContain('"supplierSlug":"Centro"');
  });

  it('follows a link without a reload, and goes back', async () => {
    const router = await renderAt('/centro');
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'location' })));
    expect(router.state.location.pathname).toBe('/location');
    expect(screen.getByText(/^screen location/)).toBeTruthy();
    await act(async () => router.navigate(-1));
    expect(screen.getByText(/^screen home/)).toBeTruthy();
  });

  it("leaves another site's URL to the browser, as a plain link", async () => {
    const router = await renderAt('/centro', [
      { path: '/centro', element: <Link to="https://example.org/carta">carta</Link> },
    ]);
    const link = screen.getByRole('link', { name: 'carta' });
    expect(link.getAttribute('href')).toBe('https://example.org/carta');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(router.resolve('mailto:hola@example.org')).toBe('mailto:hola@example.org');
    expect(router.state.location.pathname).toBe('/centro');
  });

  it('leaves a click with a modifier key to the browser', async () => {
    const router = await renderAt('/centro');
    fireEvent.click(screen.getByRole('link', { name: 'location' }), { ctrlKey: true });
    await act(async () => {});
    expect(router.state.location.pathname).toBe('/centro');
  });

  it('loads a lazy screen before showing it, keeping the screen it leaves until then', async () => {
    let release!: () => void;
    const loaded = new Promise<void>((resolve) => {
      release = resolve;
    });
    const router = await renderAt('/', [
      { path: '/', element: <Shows name="main" /> },
      {
        path: '/later',
        lazy: async () => {
          await loaded;
          return { Component: Later };
        },
      },
    ]);
    let done = false;
    void act(async () => router.navigate('/later')).then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(done).toBe(false);
    expect(screen.getByText(/^screen main/)).toBeTruthy();
    release();
    await act(async () => {});
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByText(/^screen later/)).toBeTruthy();
  });

  it('shows the nearest error boundary when a screen fails to load or to render', async () => {
    const routes: RouteObject[] = [
      {
        ErrorBoundary: Failure,
        element: <Outlet />,
        children: [
          { path: '/', lazy: () => Promise.reject(new Error('offline')) },
          { path: '/broken', Component: Broken },
        ],
      },
    ];
    await renderAt('/', routes);
    expect(screen.getByRole('alert').textContent).toBe('Error: offline');
    cleanup();
    const quiet = console.error;
    console.error = () => {};
    await renderAt('/broken', routes);
    console.error = quiet;
    expect(screen.getByRole('alert').textContent).toBe('Error: broken');
  });

  it('reads and writes the search parameters, keeping the path', async () => {
    const router = await renderAt('/centro/menu?q=pan', [
      { path: '/:supplierSlug/menu', Component: Filters },
    ]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'pan' })));
    expect(router.state.location).toMatchObject({ pathname: '/centro/menu', search: '?q=pan%21' });
    expect(screen.getByRole('button', { name: 'pan!' })).toBeTruthy();
  });

  it('gives each match its id and handle, and redirects with Navigate', async () => {
    const router = await renderAt('/old', [
      { path: '/old', element: <Navigate to="/new" replace /> },
      { id: 'new', path: '/new', handle: 'the new one', Component: MatchList },
    ]);
    await act(async () => {});
    expect(router.state.location.pathname).toBe('/new');
    expect(screen.getByText('new:the new one')).toBeTruthy();
  });

  it('serves a basename: index routes, hrefs under it and aria-current on the shown link', async () => {
    window.history.replaceState(null, '', '/staff/tables');
    const router = createBrowserRouter(
      [
        {
          element: (
            <nav>
              <NavLink to="/tables">tables</NavLink>
              <NavLink to="/account">account</NavLink>
              <Outlet />
            </nav>
          ),
          children: [
            { index: true, element: <Shows name="home" /> },
            { path: 'tables', element: <Shows name="tables" /> },
            { path: 'account', element: <Shows name="account" /> },
          ],
        },
      ],
      { basename: '/staff' },
    );
    render(<RouterProvider router={router} />);
    await act(async () => {});
    expect(screen.getByText(/^screen tables/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'tables' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'account' }).getAttribute('href')).toBe('/staff/account');
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'account' })));
    expect(window.location.pathname).toBe('/staff/account');
    expect(screen.getByRole('link', { name: 'account' }).getAttribute('aria-current')).toBe('page');
    await act(async () => router.navigate('/'));
    expect(screen.getByText(/^screen home/)).toBeTruthy();
  });
});
