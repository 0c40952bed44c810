import { type WarningItem, weatherReasonText } from '@lamplighter/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { warningReasonText } from '../../../shared/inventory/warning-reason-text';

const runStateColors: Record<number, string> = { 1: 'green', 2: 'orange', 3: 'red', 4: 'default', 5: 'blue' };

const kindColors: Record<string, string> = {
  offline: 'default',
  'lamp-out': 'volcano',
  'day-burner': 'gold',
  'battery-short': 'orange',
  weather: 'cyan',
};

/**
 * Run state by its code ('--' for others), and the load and battery reasons joined with a comma (or
 * the alarm or fault alone); a lighting or offline warning says what was found instead, a weather
 * warning which readings are past which limits; a cleared one says so.
 */
export function WarningReasons({ warning }: { warning: WarningItem }) {
  const { t, i18n } = useTranslation();
  const run = warning.runstate;
  const reasons = warningReasonText(t, i18n.language, warning);
  return (
    <>
      <Tag color={run !== null ? runStateColors[run] : undefined}>
        {run !== null && i18n.exists(`runState.${run}`) ? t(`runState.${run}`) : '--'}
      </Tag>
      {warning.kind === 'state' ? (
        reasons && <span>{reasons}</span>
      ) : (
        <Tag color={kindColors[warning.kind]}>{t(`warningKind.${warning.kind}`)}</Tag>
      )}
      {warning.kind === 'weather' && (
        <span>{weatherReasonText(warning.reason, i18n.language === 'zh' ? 'zh' : 'en')}</span>
      )}
      {warning.clearedtime !== null && <Tag color="success">{t('alarm.cleared')}</Tag>}
    </>
  );
}
