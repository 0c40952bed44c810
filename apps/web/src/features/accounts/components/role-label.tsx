import { useTranslation } from 'react-i18next';

/** Built-in roles by their key in the user's language; other roles by their own name. */
export function useRoleLabel() {
  const { t, i18n } = useTranslation();
  return (code: string, name: string) => (i18n.exists(`role.${code}`) ? t(`role.${code}`) : name);
}
