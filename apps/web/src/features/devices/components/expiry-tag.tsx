import { daysUntil, type ExpiryLevel, expiryLevel } from '@lamplighter/contract';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

const levelColors: Record<ExpiryLevel, string> = {
  green: 'green',
  yellow: 'gold',
  orange: 'orange',
  red: 'red',
};

function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A package or SIM end date coloured by the days left; '--' when none. */
export function ExpiryTag({ date }: { date: string | null | undefined }) {
  const { t } = useTranslation();
  if (!date) return <span>--</span>;
  const days = daysUntil(date, today());
  return (
    <Tooltip title={days < 0 ? t('inventory.expired') : t('inventory.daysLeft', { count: days })}>
      <Tag color={levelColors[expiryLevel(days)]}>{date}</Tag>
    </Tooltip>
  );
}
