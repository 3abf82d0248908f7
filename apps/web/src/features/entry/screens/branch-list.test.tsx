import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDinerStore } from '../../../core/session/model/diner-store.ts';
import { VenueProvider } from '../../../core/venue/model/venue-context.tsx';
import { i18n } from '../../../i18n/i18n.ts';
import { I18nProvider } from '@storefront/ui/i18n/react.tsx';
import { createMemoryRouter, RouterProvider } from '@storefront/ui/lib/router.tsx';
import { branchFixture, venueFixture } from '../../../test/fixtures.ts';
import { resetApp } from '../../../test/render.tsx';
import BranchListScreen from './branch-list.tsx';

vi.mock('../../../core/session/model/tracker.ts', () => ({ track: vi.fn() }));
afterEach(resetApp);

function openBranchToBook(bookable: string[]) {
  const venue = venueFixture({
    suppliers: ['centro', 'norte', 'sur'].map((slug, id) =>
      branchFixture({ id: id + 1, slug, label: slug, service_book: bookable.includes(slug) }),
    ),
  });
  const router = createMemoryRouter(
    [
      { id: 'branchToBook', path: '/branch-to-book', element: <BranchListScreen /> },
      { path: '/:supplierId/reservar', element: <p>booking form</p> },
    ],
    { initialEntries: ['/branch-to-book'] },
  );
  render(
    <I18nProvider i18n={i18n}>
      <VenueProvider venue={venue}>
        <RouterProvider router={router} />
      </VenueProvider>
    </I18nProvider>,
  );
  return router;
}

describe('the booking branch picker (docs/bookings.md)', () => {
  it('lists only the branches that take bookings', async () => {
    openBranchToBook(['centro', 'sur']);
    expect(await screen.findByRole('link', { name: 'centro' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'sur' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'norte' })).toBeNull();
  });

  it('goes straight to the form when only one branch takes bookings, with the branch and service set', async () => {
    const router = openBranchToBook(['norte']);
    expect(await screen.findByText('booking form')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/norte/reservar');
    expect(useDinerStore.getState()).toMatchObject({ supplierSlug: 'norte', service: 'book' });
  });
});
