import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';

const WallRoute = lazy(() => import('./wall-route'));

/** The walls the menu links to with `to:` paths; a user with any of them may open the others' drill-downs. */
export const MENU_WALLS = ['/screen', '/screen-old', '/3d', '/screen-custom'] as const;

interface WallPage {
  path: string;
  /** The linked routes of which the user's menu must hold one. */
  allowedBy: readonly string[];
  Page: LazyExoticComponent<ComponentType>;
}

const wallPages: WallPage[] = [
  {
    path: '/screen',
    allowedBy: ['/screen'],
    Page: lazy(() => import('../features/screens/pages/monitoring-wall-page')),
  },
  {
    path: '/3d',
    allowedBy: ['/3d'],
    Page: lazy(() => import('../features/screens/three-d/pages/three-d-page')),
  },
  {
    path: '/screen-old',
    allowedBy: ['/screen-old'],
    Page: lazy(() => import('../features/screens/classic/classic-wall-page')),
  },
  {
    path: '/detail',
    allowedBy: MENU_WALLS,
    Page: lazy(() => import('../features/screens/detail/pages/detail-wall-page')),
  },
  {
    path: '/screen-control/:type',
    allowedBy: MENU_WALLS,
    Page: lazy(() => import('../features/screens/control/control-wall-page')),
  },
  {
    path: '/screen-custom',
    allowedBy: ['/screen-custom', '/screen'],
    Page: lazy(() => import('../features/screens/custom/pages/custom-wall-page')),
  },
];

/** The large screens as routes of the hash router. */
export const wallRoutes = wallPages.map(({ path, allowedBy, Page }) => ({
  path,
  element: (
    <Suspense fallback={<div className="page-loading" role="progressbar" aria-busy="true" />}>
      <WallRoute allowedBy={allowedBy}>
        <Page />
      </WallRoute>
    </Suspense>
  ),
}));
