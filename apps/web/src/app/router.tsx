import { createBrowserRouter, type RouteObject } from 'react-router';
import { loadScreen } from './lazy-screen.ts';
import { paths, type ScreenName } from './paths.ts';
import { RootLayout } from './root-layout.tsx';
import type { RouteHandle } from './route-meta.ts';
import { RouteError } from './routes/route-error.tsx';

type ScreenModule = () => Promise<{ default: React.ComponentType }>;

// One lazy screen per route of spec §2 (architecture §9). Screens not built yet render the
// pending screen inside the venue shell, so every printed link already opens the venue.
const branchList: ScreenModule = () => import('./routes/branch-list.tsx');
const smartLink: ScreenModule = () => import('./routes/smart-link.tsx');
const productScreen: ScreenModule = () => import('./routes/product.tsx');
const screens: Partial<Record<ScreenName, ScreenModule>> = {
  main: () => import('./routes/landing.tsx'),
  branchToOnTable: branchList,
  branchToTakeAway: branchList,
  branchWithoutService: branchList,
  branchToBook: branchList,
  branchOffices: branchList,
  branchWhatsapp: branchList,
  home: () => import('./routes/branch-home.tsx'),
  mainCategories: () => import('./routes/main-categories.tsx'),
  subCategories: () => import('./routes/sub-categories.tsx'),
  menu: () => import('./routes/menu.tsx'),
  productView: productScreen,
  product: productScreen,
  smartLink,
  smartLinkPurchase: smartLink,
};
const pending: ScreenModule = () => import('./routes/pending.tsx');

function screenRoute(name: ScreenName): RouteObject {
  const load = screens[name] ?? pending;
  return {
    id: name,
    path: paths[name].path,
    handle: { screen: name } satisfies RouteHandle,
    lazy: async () => ({ Component: (await loadScreen(load)).default }),
  };
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      ...(Object.keys(paths) as ScreenName[]).map(screenRoute),
      {
        path: '*',
        handle: { screen: 'notFound' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await loadScreen(() => import('./routes/not-found.tsx'))).default }),
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
