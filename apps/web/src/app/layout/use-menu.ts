import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { menuTreeQuery } from '../../shared/api/queries';
import { rememberedBrand } from '../../shared/auth/login-entry';
import { hasScreen } from '../page-registry';
import { buildSidebar, menuRoutes } from './menu-model';

/** The signed-in user's sidebar and screen routes, from the server menu. */
export function useMenu() {
  const { i18n } = useTranslation();
  // The menu in the previous language stays while the new one loads, so the screen does not go.
  const { data = [], isPending } = useQuery({
    ...menuTreeQuery(i18n.language),
    placeholderData: keepPreviousData,
  });
  return useMemo(
    () => ({
      sidebar: buildSidebar(data, hasScreen, rememberedBrand()),
      routes: menuRoutes(data).filter((route) => hasScreen(route.component)),
      loading: isPending,
    }),
    [data, isPending],
  );
}
