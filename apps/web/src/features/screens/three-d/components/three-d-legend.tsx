import { useTranslation } from 'react-i18next';
import { KNOWN_STATES, NO_STATE_COLOR, stateColor } from '../../../../shared/map/state-donut';

const squareSize = (metres: number) => (metres >= 1000 ? `${metres / 1000} km` : `${metres} m`);

/** What the colours and heights of the columns mean, with the number of devices in each state. */
export function ThreeDLegend({
  counts,
  fullPower,
  mergedCellM,
}: {
  counts: readonly number[];
  fullPower: number;
  /** The square a column stands for when zoomed out, in metres. */
  mergedCellM?: number;
}) {
  const { t, i18n } = useTranslation();
  const total = counts.reduce((sum, count) => sum + count, 0);
  const entries = [
    ...KNOWN_STATES.map((state, i) => ({
      key: state,
      color: stateColor(state),
      label: t(`runState.${state}`),
      count: counts[i + 1] ?? 0,
    })),
    { key: 0, color: NO_STATE_COLOR, label: t('wall.noState'), count: counts[0] ?? 0 },
  ];
  return (
    <section className="three-d-legend" aria-label={t('threeD.legend')}>
      <p className="three-d-legend__total">
        {t('threeD.devices', { total: total.toLocaleString(i18n.language) })}
      </p>
      <h2>{t('threeD.colour')}</h2>
      <ul>
        {entries.map((entry) => (
          <li key={entry.key} data-state={entry.key}>
            <i style={{ background: entry.color }} />
            <span>{entry.label}</span>
            <b>{entry.count.toLocaleString(i18n.language)}</b>
          </li>
        ))}
      </ul>
      <h2>{t('threeD.height')}</h2>
      <div className="three-d-legend__heights" aria-hidden="true">
        {[0.25, 0.5, 0.75, 1].map((share) => (
          <i key={share} className="three-d-legend__bar" style={{ height: `${share * 44}px` }} />
        ))}
      </div>
      <p className="three-d-legend__scale">
        {t('threeD.heightScale', { power: fullPower.toLocaleString(i18n.language) })}
      </p>
      {mergedCellM !== undefined && (
        <p className="three-d-legend__merged">{t('threeD.merged', { size: squareSize(mergedCellM) })}</p>
      )}
    </section>
  );
}
