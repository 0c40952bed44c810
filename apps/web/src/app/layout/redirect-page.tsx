import { Navigate, useLocation } from 'react-router';

/** `/redirect/<path>` re-opens `<path>`: how a tab is refreshed. */
export default function RedirectPage() {
  const location = useLocation();
  return <Navigate to={`${location.pathname.replace(/^\/redirect/, '') || '/'}${location.search}`} replace />;
}
