import { RightOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A panel of the home page: its title opens the panel's full screen. */
export function Panel({
  title,
  to,
  extra,
  children,
}: {
  title: string;
  to: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card
      size="small"
      className="dashboard-panel"
      title={
        <Link to={to} className="dashboard-panel__title">
          {title} <RightOutlined />
        </Link>
      }
      extra={extra}
    >
      {children}
    </Card>
  );
}
