import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { menuTreeQuery } from '../shared/api/queries';
import { linkedRoutes } from './layout/menu-model';
import { NotPermitted } from './layout/menu-screen';

/**
 * A full-window screen the menu links to with a `to:` path (`to:screen`): shown when the user's
 * role has that menu entry, hidden or not; otherwise they are taken home and told.
 */
export function RequireMenuLink({ route, children }: { route: string; children: ReactNode }) {
  const { i18n } = useTranslation();
  const { data, isPending } = useQuery(menuTreeQuery(i18n.language));
  if (isPending) return null;
  return data && linkedRoutes(data).has(route) ? children : <NotPermitted />;
}
