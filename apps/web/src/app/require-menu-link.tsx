import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { menuTreeQuery } from '../shared/api/queries';
import { linkedRoutes } from './layout/menu-model';
import { NotPermitted } from './layout/menu-screen';

/**
 * A full-window screen the menu links to with `to:` paths (`to:screen`): shown when the user's
 * role has one of `routes`' menu entries, hidden or not; otherwise they are taken home and told.
 */
export function RequireMenuLink({ routes, children }: { routes: readonly string[]; children: ReactNode }) {
  const { i18n } = useTranslation();
  // The previous language's menu meanwhile: a switch of language must not unmount the screen and its state.
  const { data, isPending } = useQuery({
    ...menuTreeQuery(i18n.language),
    placeholderData: keepPreviousData,
  });
  if (isPending) return null;
  const linked = data && linkedRoutes(data);
  return linked && routes.some((route) => linked.has(route)) ? children : <NotPermitted />;
}
