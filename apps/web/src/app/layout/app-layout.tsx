import {
  HomeOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Breadcrumb, Button, Drawer, Dropdown, Grid, Layout, Space, Typography } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { HeaderAlerts } from '../../features/warnings/components/header-alerts';
import { logout } from '../../shared/api/api';
import { userInfoQuery } from '../../shared/api/queries';
import { queryClient } from '../../shared/api/query-client';
import { loginUrl } from '../../shared/auth/login-entry';
import { LanguageSwitch } from '../../shared/components/language-switch';
import { useAvatar } from '../../shared/hooks/use-avatar';
import { useLiveConnection } from '../../shared/live/live';
import { useNotPermittedNotice } from './menu-screen';
import { Sidebar } from './sidebar';
import { TagsBar } from './tags-bar';
import { useMenu } from './use-menu';
import { useVisitedViews } from './use-visited-views';
import { HOME_VIEW } from './visited-views';
import './app-layout.css';

export const SIDEBAR_WIDTH = 260;
const COLLAPSED_KEY = 'lamplighter.sidebarCollapsed';

/** The frame around every screen: sidebar, top bar, breadcrumb. */
export function AppLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const screens = Grid.useBreakpoint();
  const mobile = screens.lg === false;
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === '1');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { data: info } = useQuery(userInfoQuery);
  useLiveConnection();
  useNotPermittedNotice();
  const avatar = useAvatar(info?.headurl);
  const { sidebar, routes } = useMenu();
  const trail =
    location.pathname === '/profile'
      ? [{ title: t('nav.profile'), path: '/profile', link: false }]
      : (routes.find((route) => route.path === location.pathname)?.trail ?? []);
  const viewTitle =
    location.pathname === '/dashboard'
      ? HOME_VIEW.title
      : location.pathname === '/profile'
        ? 'nav.profile'
        : trail.at(-1)?.title;
  const [views, setViews] = useVisitedViews(location.pathname, viewTitle);

  function toggle() {
    if (mobile) return setDrawerOpen(!drawerOpen);
    localStorage.setItem(COLLAPSED_KEY, collapsed ? '0' : '1');
    setCollapsed(!collapsed);
  }

  async function signOut() {
    const target = loginUrl(`${location.pathname}${location.search}`);
    await logout();
    queryClient.clear();
    navigate(target, { replace: true });
  }

  const brandTitle = <div className="app-layout__logo">{t('app.name')}</div>;
  return (
    <Layout className="app-layout">
      {mobile ? (
        <Drawer
          open={drawerOpen}
          placement="left"
          width={SIDEBAR_WIDTH}
          onClose={() => setDrawerOpen(false)}
          styles={{ body: { padding: 0, background: '#001529' } }}
          closable={false}
        >
          {brandTitle}
          <Sidebar items={sidebar} onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      ) : (
        <Layout.Sider
          width={SIDEBAR_WIDTH}
          collapsed={collapsed}
          collapsedWidth={64}
          className="app-layout__sider"
          trigger={null}
          collapsible
        >
          {brandTitle}
          <Sidebar items={sidebar} />
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header className="app-layout__header">
          <Space className="app-layout__header-start">
            <Button
              type="text"
              aria-label={t(collapsed || mobile ? 'nav.expand' : 'nav.collapse')}
              icon={collapsed || mobile ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={toggle}
            />
            <Breadcrumb
              className="app-layout__breadcrumb"
              items={[
                { title: <Link to="/dashboard">{t('nav.home')}</Link> },
                ...trail.map((step, index) => ({
                  title:
                    step.link && index < trail.length - 1 ? (
                      <Link to={step.path}>{step.title}</Link>
                    ) : (
                      step.title
                    ),
                })),
              ]}
            />
          </Space>
          <Space size="middle" className="app-layout__header-end">
            <Button
              type="text"
              icon={<HomeOutlined />}
              aria-label={t('nav.home')}
              onClick={() => navigate('/dashboard')}
            />
            <HeaderAlerts />
            <LanguageSwitch />
            <Dropdown
              menu={{
                items: [
                  {
                    key: 'profile',
                    icon: <UserOutlined />,
                    label: t('nav.profile'),
                    onClick: () => navigate('/profile'),
                  },
                  {
                    key: 'logout',
                    icon: <LogoutOutlined />,
                    label: t('nav.logout'),
                    onClick: () => void signOut(),
                  },
                ],
              }}
            >
              <Space className="app-layout__user">
                <Avatar src={avatar.src} onError={avatar.onError} icon={<UserOutlined />} alt="" />
                <Typography.Text className="app-layout__user-name">
                  {info?.realname || info?.username}
                </Typography.Text>
              </Space>
            </Dropdown>
          </Space>
        </Layout.Header>
        <TagsBar views={views} active={location.pathname} onChange={setViews} />
        <Layout.Content className="app-layout__content">
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
