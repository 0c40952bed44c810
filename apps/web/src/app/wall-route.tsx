import { ScreenTheme } from '../features/screens/components/screen-theme';
import MonitoringWallPage from '../features/screens/pages/monitoring-wall-page';
import { RequireSession } from './require-session';

/** The monitoring wall: signed in like the shell, full-window and dark, outside the sidebar layout. */
export default function WallRoute() {
  return (
    <ScreenTheme>
      <RequireSession>
        <MonitoringWallPage />
      </RequireSession>
    </ScreenTheme>
  );
}
