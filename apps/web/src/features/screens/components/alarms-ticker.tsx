import type { DashboardSummary, DashboardWarning } from '@lamplighter/contract';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { warningReasonText } from '../../../shared/inventory/warning-reason-text';
import { NO_STATE_COLOR, stateColor } from '../../../shared/map/state-donut';
import { ScreenPanel } from './screen-panel';

/** More alarms than this scroll by, over and over; fewer stand still. */
const ROWS_SHOWN = 4;

function AlarmRow({ warning }: { warning: DashboardWarning }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const what =
    warning.kind === 'state'
      ? warningReasonText(t, i18n.language, warning) ||
        (warning.runstate ? t(`runState.${warning.runstate}`) : '')
      : t(`warningKind.${warning.kind}`);
  const text = warning.cleared ? `${what} · ${t('alarm.cleared')}` : what;
  const content = (
    <>
      <i style={{ background: warning.runstate ? stateColor(warning.runstate) : NO_STATE_COLOR }} />
      <time dateTime={warning.createtime}>{dayjs(warning.createtime).format('HH:mm')}</time>
      <span className="screen-alarm__device">
        <b>{warning.devicecode}</b>
        <small>{warning.projectname}</small>
      </span>
      <span className="screen-alarm__what" title={text}>
        {text}
      </span>
    </>
  );
  const { deviceid } = warning;
  return (
    <li className={warning.cleared ? 'screen-alarm--cleared' : undefined} data-device={deviceid ?? ''}>
      {deviceid === null ? (
        <div className="screen-alarm">{content}</div>
      ) : (
        <button type="button" className="screen-alarm" onClick={() => navigate(`/detail?device=${deviceid}`)}>
          {content}
        </button>
      )}
    </li>
  );
}

/** The newest alarms of the last 24 hours, scrolling by when they do not all fit. */
export function AlarmsTicker({ warnings }: { warnings: NonNullable<DashboardSummary['warnings']> }) {
  const { t } = useTranslation();
  const scrolling = warnings.latest.length > ROWS_SHOWN;
  const rows = warnings.latest.map((warning) => <AlarmRow key={warning.id} warning={warning} />);
  return (
    <ScreenPanel
      title={t('wall.latestAlarms')}
      className="screen-alarms"
      extra={<span>{t('wall.alarmsOpen', { count: warnings.open })}</span>}
    >
      {warnings.latest.length === 0 ? (
        <p className="screen-empty">{t('wall.noAlarms')}</p>
      ) : (
        <div className="screen-alarms__window">
          <div
            className={
              scrolling ? 'screen-alarms__reel screen-alarms__reel--scrolling' : 'screen-alarms__reel'
            }
            style={{ ['--rows' as string]: warnings.latest.length }}
          >
            <ul>{rows}</ul>
            {scrolling && (
              <ul aria-hidden="true" inert>
                {rows}
              </ul>
            )}
          </div>
        </div>
      )}
    </ScreenPanel>
  );
}
