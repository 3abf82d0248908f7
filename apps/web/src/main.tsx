import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { readBootData } from './app/boot-data.ts';
import { requestEarlyMenu, seedEarlyMenu } from './app/early-menu.ts';
import { createRouter, whenRouterReady } from './app/router.tsx';
import { startVenue } from './app/startup.ts';
import { StartupError } from './app/startup-error.tsx';
import { configQueryOptions } from './core/venue/api/get-config.ts';
import { VenueProvider } from './core/venue/model/venue-context.tsx';
import { i18n, loadLanguage } from './i18n/i18n.ts';
import { I18nProvider } from '@storefront/ui/i18n/react.tsx';
import { QueryClient, QueryClientProvider } from '@storefront/ui/lib/query.tsx';
import { RouterProvider } from '@storefront/ui/lib/router.tsx';
import { yieldToBrowser } from './lib/yield-to-browser.ts';
import './styles.css';

const root = createRoot(document.getElementById('root')!);
// read once: a retry after a startup error asks the API
let inlinedData = readBootData(document);
// one per page: a retry after a startup error keeps the router that is loading the first screen
let router: ReturnType<typeof createRouter> | undefined;

async function boot() {
  try {
    // the entry's evaluation and the boot's first step in two tasks (docs/decisions/085-the-boot-in-steps.md)
    await yieldToBrowser();
    // the server inlines the venue config in the page and preloads the branch's menu
    // (app/boot-data.ts); the early request takes that answer, or asks beside the venue config
    const inlined = inlinedData;
    inlinedData = { config: null };
    const early = requestEarlyMenu(window.location.pathname);
    const starting = startVenue(new URL(window.location.href), inlined.config);
    // The first screen's code and words are asked for beside the language's, not after them: one
    // round trip fewer before the first paint. After startVenue's first step, which names the
    // language whose words the screen loads (docs/decisions/083-first-screen-beside-the-language.md),
    // in a task of its own (docs/decisions/085-the-boot-in-steps.md).
    await yieldToBrowser();
    router ??= createRouter();
    const firstRouter = router;
    const venue = await starting;
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
    });
    queryClient.setQueryData(configQueryOptions.queryKey, venue);
    await seedEarlyMenu(queryClient, venue, early);
    await whenRouterReady(firstRouter);
    // A transition: React renders the first screen in slices that yield to the browser, instead of
    // one long task (a menu of hundreds of products) that blocks input (docs/decisions/035-first-render-in-a-transition.md).
    startTransition(() => {
      root.render(
        <StrictMode>
          <I18nProvider i18n={i18n}>
            <QueryClientProvider client={queryClient}>
              <VenueProvider venue={venue}>
                <RouterProvider router={firstRouter} />
              </VenueProvider>
            </QueryClientProvider>
          </I18nProvider>
        </StrictMode>,
      );
    });
  } catch {
    await loadLanguage('es', 'CO').catch(() => {});
    root.render(
      <I18nProvider i18n={i18n}>
        <StartupError onRetry={() => void boot()} />
      </I18nProvider>,
    );
  }
}

void boot();
