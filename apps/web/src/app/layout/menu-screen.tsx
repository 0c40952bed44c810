import { App, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { hasScreen, pageRegistry } from '../page-registry';
import { useMenu } from './use-menu';

/** Shows the screen the user's menu puts at this path; any other path leads home (seed section 2). */
export function MenuScreen() {
  const location = useLocation();
  const { routes, loading } = useMenu();
  if (loading) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  const route = routes.find((candidate) => candidate.path === location.pathname);
  const Screen = route && hasScreen(route.component) ? pageRegistry[route.component] : undefined;
  return Screen ? <Screen /> : <NotPermitted />;
}

/**
 * A path outside the user's menu: a link or bookmark to a screen their role does not give them,
 * or no screen at all. They are told so (seed section 6) and taken home.
 */
function NotPermitted() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  useEffect(() => {
    message.warning({ key: 'insufficient-permissions', content: t('common.insufficientPermissions') });
  }, [message, t]);
  return <Navigate to="/" replace />;
}
