import {
  AppstoreOutlined,
  AuditOutlined,
  MenuOutlined,
  SettingOutlined,
  SkinOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** Icon names the server's menu uses, drawn with Ant Design icons. */
const icons: Record<string, ReactNode> = {
  setting: <SettingOutlined />,
  user: <UserOutlined />,
  peoples: <TeamOutlined />,
  'tree-table': <MenuOutlined />,
  log: <AuditOutlined />,
  brand: <SkinOutlined />,
};

export const menuIconNames = Object.keys(icons);

export function menuIcon(name: string): ReactNode {
  return icons[name] ?? <AppstoreOutlined />;
}
