import type { DashboardSummary } from '@lamplighter/contract';
import { useTranslation } from 'react-i18next';
import { lightingRate } from '../lib/lighting-rate';
import { ScreenPanel } from './screen-panel';

/** Lamps burning against lamps expected on now, as a ring with the rate and the lamps counted apart. */
export function LightingPanel({ lamps }: { lamps: DashboardSummary['lamps'] }) {
  const { t } = useTranslation();
  const rate = lightingRate(lamps);
  const filled = rate.percent ?? 0;
  const notes = [
    ...(rate.missing > 0 ? [{ key: 'missing', text: t('wall.lampsMissing', { count: rate.missing }) }] : []),
    ...(rate.extra > 0 ? [{ key: 'extra', text: t('wall.lampsExtra', { count: rate.extra }) }] : []),
  ];
  return (
    <ScreenPanel title={t('wall.lighting')} className="screen-lighting">
      <div
        className="screen-lighting__ring"
        style={{ ['--filled' as string]: `${filled * 3.6}deg` }}
        data-percent={rate.percent ?? ''}
      >
        <b className="screen-figure">{rate.percent === null ? '--' : rate.percent}</b>
        {rate.percent !== null && <small>%</small>}
      </div>
      <div className="screen-lighting__facts">
        <p className="screen-lighting__counts" data-on={lamps.on} data-expected={lamps.expectedOn}>
          {rate.percent === null
            ? t('wall.byDay')
            : t('wall.lightingOf', { on: lamps.on, expected: lamps.expectedOn })}
        </p>
        {notes.length === 0 ? (
          <p className="screen-lighting__ok">{t('wall.allAsExpected')}</p>
        ) : (
          notes.map((note) => (
            <p key={note.key} className="screen-lighting__warn">
              {note.text}
            </p>
          ))
        )}
      </div>
    </ScreenPanel>
  );
}
