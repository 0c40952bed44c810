import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { tokens } from '../shared/api/api';
import { menuTreeQuery, userInfoQuery } from '../shared/api/queries';
import { loginUrl } from '../shared/auth/login-entry';
import { leaveSignInNotice } from '../shared/auth/sign-in-notice';

/**
 * The sign-in guard: without a token only sign-in pages are allowed; with one,
 * the user's info and menu are loaded before the page; if that fails, the token goes and the user
 * returns to the remembered brand's sign-in page with the page they wanted.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { t, i18n } = useTranslation();
  const hasToken = tokens.get() !== undefined;
  const info = useQuery({ ...userInfoQuery, enabled: hasToken });
  const menu = useQuery({ ...menuTreeQuery(i18n.language), enabled: hasToken });
  const here = `${location.pathname}${location.search}`;
  const failed = info.isError || menu.isError;
  // Both calls may fail one after the other; the user is told once.
  const reported = useRef(false);

  useEffect(() => {
    if (!failed || reported.current) return;
    reported.current = true;
    tokens.clear();
    leaveSignInNotice(t(menu.isError && !info.isError ? 'menu.loadFailed' : 'guard.verificationFailed'));
    navigate(loginUrl(here), { replace: true });
  }, [failed, here, info.isError, menu.isError, navigate, t]);

  if (!hasToken) return <Navigate to={`/login?redirect=${encodeURIComponent(here)}`} replace />;
  if (!info.data || !menu.data) return <Spin fullscreen />;
  return children;
}
