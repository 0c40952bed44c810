import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { KNOWN_STATES, NO_STATE_COLOR, STATE_COLORS } from '../../../shared/map/state-donut';

/**
 * Colours of the run states with the number of devices in each, and the total; a state is a
 * button that shows only its devices (again: all of them).
 */
export function MapLegend({
  counts,
  total,
  active,
  onPick,
}: {
  counts: Map<number, number>;
  total: number;
  active: number | undefined;
  onPick: (state: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const known = new Set<number>(KNOWN_STATES);
  const others = [...counts.entries()].reduce(
    (sum, [state, count]) => sum + (known.has(state) ? 0 : count),
    0,
  );
  const rows = [
    ...KNOWN_STATES.map((state, i) => ({
      state,
      label: t(`runState.${state}`),
      color: STATE_COLORS[i] ?? NO_STATE_COLOR,
      count: counts.get(state) ?? 0,
    })),
    { state: 0, label: t('deviceMap.noState'), color: NO_STATE_COLOR, count: others },
  ];
  return (
    <section className="device-map__legend" aria-label={t('deviceMap.legend')}>
      <Typography.Text strong>{t('deviceMap.legend')}</Typography.Text>
      <ul>
        {rows.map((row) => (
          <li key={row.state}>
            <button
              type="button"
              aria-pressed={active === row.state}
              className={active === row.state ? 'is-active' : undefined}
              onClick={() => onPick(active === row.state ? undefined : row.state)}
            >
              <span className="device-map__dot" style={{ background: row.color }} />
              <span className="device-map__label">{row.label}</span>
              <span className="device-map__count" data-state={row.state}>
                {row.count.toLocaleString()}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Typography.Text type="secondary" className="device-map__total">
        {t('deviceMap.total', { count: total, total: total.toLocaleString() })}
      </Typography.Text>
    </section>
  );
}
