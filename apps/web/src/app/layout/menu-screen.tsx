import { catalogueScreenPaths } from '@lamplighter/contract';
import { App, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { hasScreen, pageRegistry } from '../page-registry';
import { useMenu } from './use-menu';

const productScreens = new Set(catalogueScreenPaths());

/**
 * Shows the screen the user's menu puts at this path. A screen of the product that their role does
 * not give them says so before leading home; any other path leads home silently.
 */
export function MenuScreen() {
  const location = useLocation();
  const { routes, loading } = useMenu();
  if (loading) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  const route = routes.find((candidate) => candidate.path === location.pathname);
  const Screen = route && hasScreen(route.component) ? pageRegistry[route.component] : undefined;
  if (Screen) return <Screen />;
  return productScreens.has(location.pathname) ? <NotPermitted /> : <Navigate to="/" replace />;
}

/**
 * A link or bookmark to a screen the user's role does not give them: they are taken home, and the
 * home page tells them (see useNotPermittedNotice), also when they came from a full-window screen.
 */
export function NotPermitted() {
  return <Navigate to="/dashboard" replace state={{ notPermitted: true }} />;
}

/** Tells a user led home by NotPermitted that their role does not give the screen they asked for. */
export function useNotPermittedNotice() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const location = useLocation();
  const notPermitted = (location.state as { notPermitted?: boolean } | null)?.notPermitted === true;
  useEffect(() => {
    if (notPermitted) {
      message.warning({ key: 'insufficient-permissions', content: t('common.insufficientPermissions') });
    }
  }, [notPermitted, message, t]);
}
