import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths, type ScreenName } from './paths.ts';
import { RootLayout } from './root-layout.tsx';

// One lazy screen per route of spec §2 (architecture §9). Screens not built yet render the
// pending screen inside the venue shell, so every printed link already opens the venue.
const screens = {
  main: () => import('./routes/landing.tsx'),
  branchToOnTable: () => import('./routes/branch-list.tsx'),
  branchToTakeAway: () => import('./routes/branch-list.tsx'),
  branchWithoutService: () => import('./routes/branch-list.tsx'),
  branchToBook: () => import('./routes/branch-list.tsx'),
  branchOffices: () => import('./routes/branch-list.tsx'),
  branchWhatsapp: () => import('./routes/branch-list.tsx'),
  home: () => import('./routes/branch-home.tsx'),
} satisfies Partial<Record<ScreenName, () => Promise<{ default: React.ComponentType }>>>;

const pending = () => import('./routes/pending.tsx');

function screenRoute(name: ScreenName): RouteObject {
  const load =
    (screens as Partial<Record<ScreenName, () => Promise<{ default: React.ComponentType }>>>)[name] ??
    pending;
  return {
    id: name,
    path: paths[name].path,
    lazy: async () => ({ Component: (await load()).default }),
  };
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      ...(Object.keys(paths) as ScreenName[]).map(screenRoute),
      { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found.tsx')).default }) },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
