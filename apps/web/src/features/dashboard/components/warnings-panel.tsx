import type { DashboardSummary, DashboardWarning } from '@lamplighter/contract';
import { Empty, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RunStateTag } from '../../../shared/inventory/run-state-tag';
import { warningReasonText } from '../../../shared/inventory/warning-reason-text';
import { dashboardPaths } from './dashboard-paths';
import { Panel } from './panel';

function WarningLine({ warning }: { warning: DashboardWarning }) {
  const { t, i18n } = useTranslation();
  const what =
    warning.kind === 'state'
      ? warningReasonText(t, i18n.language, warning)
      : t(`warningKind.${warning.kind}`);
  return (
    <li className="dashboard-list__item">
      <span className="dashboard-list__main">
        {warning.deviceid === null ? (
          warning.devicecode
        ) : (
          <Link to={dashboardPaths.device(warning.deviceid)}>{warning.devicecode}</Link>
        )}
        <Typography.Text type="secondary" ellipsis>
          {warning.projectname}
        </Typography.Text>
      </span>
      <span className="dashboard-list__tags">
        <RunStateTag state={warning.runstate} />
        {what && <span>{what}</span>}
        {warning.cleared && <Tag color="success">{t('alarm.cleared')}</Tag>}
      </span>
      <time dateTime={warning.createtime}>{dayjs(warning.createtime).format('MM-DD HH:mm')}</time>
    </li>
  );
}

/** The warnings of the last 24 hours, newest first; a device opens its page. */
export function WarningsPanel({ warnings }: { warnings: NonNullable<DashboardSummary['warnings']> }) {
  const { t } = useTranslation();
  return (
    <Panel
      title={t('dashboard.warnings')}
      to={dashboardPaths.faults}
      extra={
        <Typography.Text type="secondary">
          {t('dashboard.warningCounts', { total: warnings.total, open: warnings.open })}
        </Typography.Text>
      }
    >
      {warnings.latest.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.noWarnings')} />
      ) : (
        <ul className="dashboard-list">
          {warnings.latest.map((warning) => (
            <WarningLine key={warning.id} warning={warning} />
          ))}
        </ul>
      )}
    </Panel>
  );
}
