import type { InstanceConfig } from '@storefront/domain/venue/config.schema';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { initialDinerState, useDinerStore } from '../core/session/model/diner-store.ts';
import { VenueProvider } from '../core/venue/model/venue-context.tsx';
import { i18n } from '../i18n/i18n.ts';
import { I18nProvider } from '@storefront/ui/i18n/react.tsx';
import type { Translator as I18n } from '@storefront/ui/i18n/translator.ts';
import { createMemoryRouter, RouterProvider } from '@storefront/ui/lib/router.tsx';
import { useUiStore } from '../lib/ui-store.ts';
import { venueFixture } from './fixtures.ts';

interface Options {
  venue?: InstanceConfig;
  path?: string;
  i18nInstance?: I18n;
}

/** Renders a piece of the shell the way the app does: i18n, the venue and a router around it.
 * Returns the router too, so a test can read where a link led. */
export function renderInApp(
  ui: ReactElement,
  { venue = venueFixture(), path = '/', i18nInstance = i18n }: Options = {},
) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const result = render(
    <I18nProvider i18n={i18nInstance}>
      <VenueProvider venue={venue}>
        <RouterProvider router={router} />
      </VenueProvider>
    </I18nProvider>,
  );
  return { ...result, router };
}

/** Vitest runs without globals, so Testing Library cannot clean up by itself; call in afterEach. */
export function resetApp(): void {
  cleanup();
  useDinerStore.setState(initialDinerState);
  useUiStore.setState({ error: null, leftPanelOpen: false, languageSwitcherOpen: false });
  localStorage.clear();
}
