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
