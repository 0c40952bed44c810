import type { DashboardSummary } from '@lamplighter/contract';
import { useTranslation } from 'react-i18next';
import { onlineRate } from '../../lib/online-rate';
import { counterCharacters, formatCount } from '../lib/number-format';

/** Past this many characters (100,000) a counter's tiles narrow, to stay within its box. */
const LONG = 7;

function Digits({ value }: { value: number }) {
  const { i18n } = useTranslation();
  const characters = counterCharacters(value, i18n.language);
  return (
    <span className="classic-counter__digits" data-value={value} data-long={characters.length > LONG}>
      {characters.map(({ char, digit }, index) => (
        // The board's places are fixed: a place keeps its tile when the figure changes.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <span key={index} className={digit ? 'classic-counter__digit' : 'classic-counter__separator'}>
          {char}
        </span>
      ))}
    </span>
  );
}

interface Counter {
  key: string;
  label: string;
  value: number;
  note?: string;
  /** The note calls for attention. */
  alert?: boolean;
}

/** The headline counts on digit tiles: devices, devices online, lamps on and the alarms of 24 h. */
export function CounterBoard({ summary }: { summary: DashboardSummary }) {
  const { t, i18n } = useTranslation();
  const { devices, lamps, warnings } = summary;
  const counters: Counter[] = [
    { key: 'devices', label: t('classic.devices'), value: devices.total },
    { key: 'online', label: t('classic.online'), value: onlineRate(devices).online },
    {
      key: 'lamps-on',
      label: t('classic.lampsOn'),
      value: lamps.on,
      note: t('classic.ofTotal', { total: formatCount(lamps.total, i18n.language) }),
    },
    ...(warnings
      ? [
          {
            key: 'alarms',
            label: t('classic.alarms24h'),
            value: warnings.total,
            note: t('wall.alarmsOpen', { count: warnings.open }),
            alert: warnings.open > 0,
          },
        ]
      : []),
  ];
  return (
    <ul className="classic-counters">
      {counters.map((counter) => (
        <li key={counter.key} className="classic-counter" data-counter={counter.key}>
          <span className="classic-counter__label">{counter.label}</span>
          <Digits value={counter.value} />
          {counter.note && (
            <span className="classic-counter__note" data-alert={counter.alert ?? false}>
              {counter.note}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
