import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LocatedStation } from '../lib/located-stations';
import { readingWithUnit } from '../lib/readings';
import { isOffline } from '../lib/station-state';
import { WindArrow } from './wind-arrow';

/** A station on the map: its temperature and wind, red when a reading is past a threshold. */
export function StationMarker({
  station,
  selected,
  onPick,
}: {
  station: LocatedStation;
  selected: boolean;
  onPick: () => void;
}) {
  const { t } = useTranslation();
  const classes = [
    'weather-marker',
    selected && 'is-selected',
    station.crossed.length > 0 && 'is-crossed',
    isOffline(station) && 'is-offline',
  ];
  return (
    <Tooltip title={station.devicename} placement="top">
      <button
        type="button"
        className={classes.filter(Boolean).join(' ')}
        data-station={station.id}
        aria-label={station.devicename}
        aria-pressed={selected}
        onClick={(event) => {
          event.stopPropagation();
          onPick();
        }}
      >
        <span data-reading="temperature" title={t('meteo.reading.temperature')}>
          {readingWithUnit('temperature', station.values.temperature)}
        </span>
        <span data-reading="windSpeed" title={t('meteo.reading.windSpeed')}>
          <WindArrow direction={station.values.windDirection} />
          {readingWithUnit('windSpeed', station.values.windSpeed)}
        </span>
      </button>
    </Tooltip>
  );
}
