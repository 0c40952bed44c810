import { HomeOutlined } from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { menuIcon } from '../../shared/components/menu-icons';
import type { SidebarItem } from './menu-model';

type Item = Required<MenuProps>['items'][number];

function toItems(items: SidebarItem[]): Item[] {
  return items.map((item) =>
    item.children.length > 0
      ? { key: item.key, label: item.title, icon: menuIcon(item.icon), children: toItems(item.children) }
      : {
          key: item.kind === 'route' ? item.target : item.key,
          icon: menuIcon(item.icon),
          label:
            item.kind === 'route' ? (
              item.title
            ) : (
              // Links (`to:` screens of the app, other sites) open in a new tab: a wall stays on its own.
              <a href={item.target} target="_blank" rel="noreferrer">
                {item.title}
              </a>
            ),
        },
  );
}

export function Sidebar({ items, onNavigate }: { items: SidebarItem[]; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const openKeys = items
    .filter((item) => location.pathname.startsWith(`${item.key}/`))
    .map((item) => item.key);
  return (
    <Menu
      mode="inline"
      theme="dark"
      selectedKeys={[location.pathname]}
      defaultOpenKeys={openKeys}
      items={[{ key: '/dashboard', icon: <HomeOutlined />, label: t('nav.home') }, ...toItems(items)]}
      onClick={({ key }) => {
        if (key.startsWith('/')) {
          navigate(key);
          onNavigate?.();
        }
      }}
    />
  );
}
