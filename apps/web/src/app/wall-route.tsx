import type { ReactNode } from 'react';
import { ScreenTheme } from '../features/screens/components/screen-theme';
import { RequireMenuLink } from './require-menu-link';
import { RequireSession } from './require-session';

/**
 * A large screen: signed in like the shell, full-window and dark, outside the sidebar layout, for
 * users whose menu links to one of `allowedBy`.
 */
export default function WallRoute({
  allowedBy,
  children,
}: {
  allowedBy: readonly string[];
  children: ReactNode;
}) {
  return (
    <ScreenTheme>
      <RequireSession>
        <RequireMenuLink routes={allowedBy}>{children}</RequireMenuLink>
      </RequireSession>
    </ScreenTheme>
  );
}
