import { brandKeys, loginPathOf } from '@lamplighter/contract';
import { lazy, Suspense } from 'react';
import { createHashRouter, Navigate } from 'react-router';
import { LoginRoute } from '../features/auth/pages/login-route';
import { wallRoutes } from './wall-routes';

// The shell is loaded after sign-in, so that the sign-in page downloads only what it shows.
const ShellRoute = lazy(() => import('./shell-route'));
const MenuScreen = lazy(() =>
  import('./layout/menu-screen').then((module) => ({ default: module.MenuScreen })),
);
const DashboardPage = lazy(() => import('../features/dashboard/pages/dashboard-page'));
const ProfilePage = lazy(() => import('../features/profile/pages/profile-page'));
const NotFoundPage = lazy(() => import('./layout/not-found-page'));
const RedirectPage = lazy(() => import('./layout/redirect-page'));

/** Fixed routes; the screens of the user's menu are found by MenuScreen. */
export const router = createHashRouter([
  ...brandKeys.map((brand) => ({ path: loginPathOf(brand), element: <LoginRoute brand={brand} /> })),
  ...wallRoutes,
  {
    path: '/',
    element: (
      <Suspense fallback={<div className="page-loading" role="progressbar" aria-busy="true" />}>
        <ShellRoute />
      </Suspense>
    ),
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      { path: 'dashboard', element: <DashboardPage /> },
      { path: 'profile', element: <ProfilePage /> },
      { path: 'redirect/*', element: <RedirectPage /> },
      { path: '404', element: <NotFoundPage /> },
      { path: '*', element: <MenuScreen /> },
    ],
  },
]);
