import { ExclamationCircleFilled } from '@ant-design/icons';
import { type MeteoKey, meteoUnits, type WeatherStationItem } from '@lamplighter/contract';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatReading } from '../lib/readings';
import { useCompassName, WindArrow } from './wind-arrow';

/**
 * One reading of a station with its unit, red with a mark when it is past a threshold of its
 * project; the wind speed comes with the wind's arrow and where it comes from.
 */
export function ReadingValue({ station, reading }: { station: WeatherStationItem; reading: MeteoKey }) {
  const { t } = useTranslation();
  const compassName = useCompassName();
  const value = station.values[reading];
  const crossed = (station.crossed as readonly MeteoKey[]).includes(reading);
  const direction = station.values.windDirection;
  const wind = reading === 'windSpeed' && direction !== null;
  return (
    <Typography.Text
      strong
      type={crossed ? 'danger' : undefined}
      className="weather-reading"
      data-reading={reading}
      data-crossed={crossed || undefined}
    >
      {wind && <WindArrow direction={direction} />}
      {formatReading(reading, value)}
      {value !== null && <span className="weather-reading__unit">{meteoUnits[reading]}</span>}
      {wind && (
        <Typography.Text type="secondary" className="weather-reading__unit">
          · {compassName(direction)}
        </Typography.Text>
      )}
      {crossed && (
        <ExclamationCircleFilled role="img" aria-label={t('meteo.crossed')} title={t('meteo.crossed')} />
      )}
    </Typography.Text>
  );
}
