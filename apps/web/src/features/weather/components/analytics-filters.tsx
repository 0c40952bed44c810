import {
  meteoUnits,
  type TrendKey,
  trendKeys,
  WEATHER_COMPARE_MAX,
  type WeatherPeriod,
  type WeatherStationItem,
  weatherPeriods,
} from '@lamplighter/contract';
import { DatePicker, Flex, Segmented, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsChoice } from '../lib/analytics-choice';
import { codeBesideName } from '../lib/station-code';

/** A station is found by its name or its number. */
function matches(option: { label: string; code: string } | undefined, typed: string): boolean {
  const words = typed.trim().toLowerCase();
  return option !== undefined && `${option.label} ${option.code}`.toLowerCase().includes(words);
}

/** The stations compared (up to 8), the reading, the period and its last day; a change applies at once. */
export function AnalyticsFilters({
  choice,
  lastDay,
  stations,
  loadingStations,
  onChange,
  extra,
}: {
  choice: AnalyticsChoice;
  lastDay: string;
  stations: WeatherStationItem[];
  loadingStations: boolean;
  onChange: (next: Partial<AnalyticsChoice>) => void;
  /** Shown after the filters (the export button). */
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Flex wrap gap={8} align="center">
      <Select
        mode="multiple"
        allowClear
        maxCount={WEATHER_COMPARE_MAX}
        maxTagCount="responsive"
        showSearch={{ filterOption: (typed, option) => matches(option, typed) }}
        aria-label={t('meteo.analytics.stations')}
        placeholder={t('meteo.analytics.pickStations', { max: WEATHER_COMPARE_MAX })}
        className="weather-analytics__stations"
        loading={loadingStations}
        value={choice.deviceids}
        options={stations.map((station) => ({
          value: station.id,
          label: station.devicename,
          code: station.devicecode,
          beside: codeBesideName(station),
        }))}
        optionRender={(option) => (
          <>
            {option.label} <Typography.Text type="secondary">{option.data.beside}</Typography.Text>
          </>
        )}
        onChange={(deviceids: number[]) => onChange({ deviceids })}
      />
      <Select
        aria-label={t('meteo.analytics.reading')}
        className="weather-analytics__reading"
        value={choice.key}
        options={trendKeys.map((value) => ({
          value,
          label: `${t(`meteo.reading.${value}`)} (${meteoUnits[value]})`,
        }))}
        onChange={(key: TrendKey) => onChange({ key })}
      />
      <Segmented
        value={choice.period}
        options={weatherPeriods.map((value) => ({ value, label: t(`meteo.analytics.period.${value}`) }))}
        onChange={(period) => onChange({ period: period as WeatherPeriod })}
      />
      <DatePicker
        allowClear={false}
        aria-label={t('meteo.analytics.lastDay')}
        value={dayjs(lastDay)}
        disabledDate={(day) => day.isAfter(dayjs(), 'day')}
        onChange={(day) => onChange({ date: day ? day.format('YYYY-MM-DD') : undefined })}
      />
      {extra}
    </Flex>
  );
}
