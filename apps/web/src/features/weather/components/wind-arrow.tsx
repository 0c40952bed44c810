import { ArrowUpOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { compassPoint, windArrowRotation } from '../lib/wind';

/** Where the wind comes from, in the reader's words: 'NE' or '东北风'. */
export function useCompassName() {
  const { t } = useTranslation();
  return (direction: number) => t(`meteo.compass.${compassPoint(direction)}`);
}

/** An arrow pointing where the wind blows, named by where it comes from; nothing without a direction. */
export function WindArrow({ direction }: { direction: number | null }) {
  const { t } = useTranslation();
  const compassName = useCompassName();
  if (direction === null) return null;
  const label = t('meteo.windFrom', { point: compassName(direction), degrees: Math.round(direction) });
  return (
    <Tooltip title={label}>
      <span
        role="img"
        aria-label={label}
        className="weather-wind-arrow"
        data-rotation={windArrowRotation(direction)}
        style={{ transform: `rotate(${windArrowRotation(direction)}deg)` }}
      >
        <ArrowUpOutlined aria-hidden />
      </span>
    </Tooltip>
  );
}
