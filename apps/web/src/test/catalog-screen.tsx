import type { Menu } from '@storefront/domain/catalog/catalog.schema';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { vi } from 'vitest';
import { VenueProvider } from '../core/venue/model/venue-context.tsx';
import { i18n } from '../i18n/i18n.ts';
import { I18nProvider } from '@storefront/ui/i18n/react.tsx';
import { paths } from '../lib/paths.ts';
import { QueryClient, QueryClientProvider } from '@storefront/ui/lib/query.tsx';
import { createMemoryRouter, RouterProvider } from '@storefront/ui/lib/router.tsx';
import { branchFixture, venueFixture } from './fixtures.ts';

/** Serves the menu to the catalogue screens from a stubbed fetch; other calls answer 204. */
export function serveMenu(menu: Menu): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      String(url).endsWith('/menu.json')
        ? new Response(JSON.stringify(menu), { status: 200, headers: { 'content-type': 'application/json' } })
        : new Response(null, { status: 204 }),
    ),
  );
}

/** A catalogue screen at its real route, with a query client and the venue around it. */
export function renderScreen(Screen: ComponentType, path: string, route: keyof typeof paths) {
  const router = createMemoryRouter(
    [
      { path: paths[route].path, Component: Screen },
      { path: '*', element: null },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const venue = venueFixture({ suppliers: [branchFixture({ slug: 'centro', service_table: true })] });
  const result = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <VenueProvider venue={venue}>
          <RouterProvider router={router} />
        </VenueProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { ...result, router };
}
