import { Navigate, useLocation } from 'react-router';
import { hasScreen, pageRegistry } from '../page-registry';
import { useMenu } from './use-menu';

/** Shows the screen the user's menu puts at this path; any other path leads home (seed section 2). */
export function MenuScreen() {
  const location = useLocation();
  const { routes } = useMenu();
  const route = routes.find((candidate) => candidate.path === location.pathname);
  const Screen = route && hasScreen(route.component) ? pageRegistry[route.component] : undefined;
  return Screen ? <Screen /> : <Navigate to="/" replace />;
}
