import { ScreenTheme } from '../features/screens/components/screen-theme';
import MonitoringWallPage from '../features/screens/pages/monitoring-wall-page';
import { RequireMenuLink } from './require-menu-link';
import { RequireSession } from './require-session';

/** The monitoring wall: signed in like the shell, full-window and dark, outside the sidebar layout. */
export default function WallRoute() {
  return (
    <ScreenTheme>
      <RequireSession>
        <RequireMenuLink route="/screen">
          <MonitoringWallPage />
        </RequireMenuLink>
      </RequireSession>
    </ScreenTheme>
  );
}
