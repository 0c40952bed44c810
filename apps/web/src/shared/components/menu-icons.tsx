import {
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  BorderInnerOutlined,
  BulbOutlined,
  ClusterOutlined,
  ControlOutlined,
  DashboardOutlined,
  EnvironmentOutlined,
  FolderOutlined,
  FundProjectionScreenOutlined,
  GlobalOutlined,
  GroupOutlined,
  LayoutOutlined,
  LineChartOutlined,
  MenuOutlined,
  NodeIndexOutlined,
  PartitionOutlined,
  SettingOutlined,
  ShopOutlined,
  SkinOutlined,
  SunOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
  WifiOutlined,
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
  project: <FolderOutlined />,
  group: <GroupOutlined />,
  tree: <PartitionOutlined />,
  cluster: <ClusterOutlined />,
  device: <ApartmentOutlined />,
  map: <EnvironmentOutlined />,
  gateway: <WifiOutlined />,
  loop: <NodeIndexOutlined />,
  factory: <ShopOutlined />,
  solar: <SunOutlined />,
  lamp: <BulbOutlined />,
  matrix: <BorderInnerOutlined />,
  analytics: <BarChartOutlined />,
  chart: <LineChartOutlined />,
  control: <ControlOutlined />,
  aftersale: <ToolOutlined />,
  monitor: <FundProjectionScreenOutlined />,
  dashboard: <DashboardOutlined />,
  globe: <GlobalOutlined />,
  layout: <LayoutOutlined />,
};

export const menuIconNames = Object.keys(icons);

export function menuIcon(name: string): ReactNode {
  return icons[name] ?? <AppstoreOutlined />;
}
