import type { LatestTelemetry, TelemetryValue } from '@lamplighter/contract';
import type { i18n as I18n, TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatValue, keyLabel, sortKeys } from '../../../../shared/telemetry/telemetry-labels';
import { ScreenPanel } from '../../components/screen-panel';
import { reportTime } from '../lib/figure-text';

/** Keys whose values are codes of states, shown in words where the language has them. */
const STATE_CODES: Record<string, string> = {
  runState: 'runState',
  loadState: 'loadState',
  batteryState: 'batteryState',
};

function valueText(key: string, value: TelemetryValue, t: TFunction, i18n: I18n): string {
  const prefix = STATE_CODES[key];
  const words = prefix && typeof value === 'number' ? `${prefix}.${value}` : undefined;
  return words && i18n.exists(words) ? t(words) : formatValue(key, value);
}

/** Every value the device reported last, named in the language, with when it was measured. */
export function DeviceValuesPanel({ telemetry }: { telemetry: LatestTelemetry[] }) {
  const { t, i18n } = useTranslation();
  const byKey = new Map(telemetry.map((entry) => [entry.key, entry]));
  const now = new Date();
  return (
    <ScreenPanel title={t('detail.values')} className="detail-values">
      {telemetry.length === 0 ? (
        <p className="screen-empty">{t('detail.noValues')}</p>
      ) : (
        <ul className="detail-values__list">
          {sortKeys(byKey.keys()).map((key) => {
            const entry = byKey.get(key) as LatestTelemetry;
            return (
              <li key={key} data-key={key} title={reportTime(entry.ts, now)}>
                <span className="detail-values__label">{keyLabel(key, i18n.language)}</span>
                <b className="screen-figure">{valueText(key, entry.value, t, i18n)}</b>
              </li>
            );
          })}
        </ul>
      )}
    </ScreenPanel>
  );
}
