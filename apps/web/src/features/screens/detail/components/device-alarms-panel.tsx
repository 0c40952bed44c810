import type { WarningItem } from '@lamplighter/contract';
import { useTranslation } from 'react-i18next';
import { warningReasonText } from '../../../../shared/inventory/warning-reason-text';
import { NO_STATE_COLOR, stateColor } from '../../../../shared/map/state-donut';
import { ScreenPanel } from '../../components/screen-panel';
import { reportTime } from '../lib/figure-text';

/** The device's newest warnings: when, what, and whether the condition still lasts. */
export function DeviceAlarmsPanel({
  allowed,
  warnings,
  total,
}: {
  /** The role may list warnings. */
  allowed: boolean;
  warnings: WarningItem[] | undefined;
  total: number;
}) {
  const { t, i18n } = useTranslation();
  const now = new Date();
  return (
    <ScreenPanel
      title={t('detail.alarms')}
      className="detail-alarms"
      extra={warnings ? t('detail.alarmsTotal', { count: total }) : undefined}
    >
      {!allowed ? (
        <p className="screen-empty">{t('detail.notShownToRole')}</p>
      ) : !warnings ? null : warnings.length === 0 ? (
        <p className="screen-empty">{t('detail.noDeviceAlarms')}</p>
      ) : (
        <ul className="detail-rows">
          {warnings.map((warning) => {
            const what =
              warning.kind === 'state'
                ? warningReasonText(t, i18n.language, warning) ||
                  (warning.runstate ? t(`runState.${warning.runstate}`) : '')
                : t(`warningKind.${warning.kind}`);
            const open = warning.clearedtime === null;
            return (
              <li key={warning.id} className={open ? 'detail-row detail-row--open' : 'detail-row'}>
                <i style={{ background: warning.runstate ? stateColor(warning.runstate) : NO_STATE_COLOR }} />
                <time dateTime={warning.createtime}>{reportTime(warning.createtime, now)}</time>
                <span className="detail-row__what">{what}</span>
                <span className="detail-row__end">
                  {open
                    ? t('detail.alarmOngoing')
                    : t('detail.alarmCleared', { time: reportTime(warning.clearedtime, now) })}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </ScreenPanel>
  );
}
