import type { WallWeather, WeatherStation } from '@lamplighter/contract';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ScreenPanel } from './screen-panel';

/** The readings the wall shows of each station, with their units, in their order. */
const COLUMNS = [
  { key: 'temperature', label: 'wall.temperature', unit: '°C', digits: 1 },
  { key: 'humidity', label: 'wall.humidity', unit: '%', digits: 0 },
  { key: 'windSpeed', label: 'wall.wind', unit: 'm/s', digits: 1 },
  { key: 'rainfall', label: 'wall.rainfall', unit: 'mm', digits: 1 },
  { key: 'pressure', label: 'wall.pressure', unit: 'hPa', digits: 0 },
] as const;

function StationRow({ station }: { station: WeatherStation }) {
  const { t, i18n } = useTranslation();
  const number = (value: number | null, digits: number) =>
    value === null
      ? '--'
      : value.toLocaleString(i18n.language, { maximumFractionDigits: digits, useGrouping: false });
  const direction = station.values.windDirection;
  return (
    <tr data-station={station.id} className={station.reportedat ? undefined : 'screen-weather--silent'}>
      <th scope="row">
        <b>{station.devicename}</b>
        <small>
          {station.reportedat
            ? t('wall.reportedAt', { time: dayjs(station.reportedat).format('HH:mm') })
            : t('wall.notReporting')}
        </small>
      </th>
      {COLUMNS.map((column) => (
        <td key={column.key} data-reading={column.key} className="screen-figure">
          {column.key === 'windSpeed' && direction !== null && (
            <i className="screen-weather__arrow" style={{ transform: `rotate(${direction + 180}deg)` }}>
              ↑
            </i>
          )}
          {number(station.values[column.key], column.digits)}
        </td>
      ))}
    </tr>
  );
}

/** The caller's weather stations, the reporting ones first, with their latest readings. */
export function WeatherPanel({ weather }: { weather: WallWeather }) {
  const { t } = useTranslation();
  return (
    <ScreenPanel
      title={t('wall.weather')}
      className="screen-weather"
      extra={
        weather.total > 0 && (
          <span data-total={weather.total}>
            {t('wall.stationsShown', { shown: weather.stations.length, total: weather.total })}
          </span>
        )
      }
    >
      {weather.stations.length === 0 ? (
        <p className="screen-empty">{t('wall.noStations')}</p>
      ) : (
        <table className="screen-weather__table">
          <thead>
            <tr>
              <td />
              {COLUMNS.map((column) => (
                <th key={column.key} scope="col">
                  {t(column.label)}
                  <small>{column.unit}</small>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weather.stations.map((station) => (
              <StationRow key={station.id} station={station} />
            ))}
          </tbody>
        </table>
      )}
    </ScreenPanel>
  );
}
