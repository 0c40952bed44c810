import {
  type TrendKey,
  trendKeys,
  WEATHER_COMPARE_MAX,
  type WeatherPeriod,
  weatherPeriods,
} from '@lamplighter/contract';

/** Where the menu catalogue puts the data analytics of the stations. */
export const ANALYTICS_PATH = '/weather/analytics';

/** What the data analytics shows: up to 8 stations, one reading, over a period up to its last day. */
export interface AnalyticsChoice {
  deviceids: number[];
  key: TrendKey;
  period: WeatherPeriod;
  /** The last day shown (YYYY-MM-DD); today when not given. */
  date?: string;
}

const DEFAULTS = { key: 'temperature', period: 'day' } as const;

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/**
 * The choice a link carries (`?deviceid=4,9&key=humidity&period=week&date=2026-05-01`), anything
 * it cannot read left at its default: a link from the overview names only the station.
 */
export function analyticsChoiceOf(search: URLSearchParams): AnalyticsChoice {
  const ids = (search.get('deviceid') ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  const key = search.get('key');
  const period = search.get('period');
  const date = search.get('date');
  return {
    deviceids: [...new Set(ids)].slice(0, WEATHER_COMPARE_MAX),
    key: isOneOf(trendKeys, key) ? key : DEFAULTS.key,
    period: isOneOf(weatherPeriods, period) ? period : DEFAULTS.period,
    ...(date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? { date } : {}),
  };
}

/** The link's query of a choice, its defaults left out. */
export function analyticsSearch(choice: AnalyticsChoice): URLSearchParams {
  const search = new URLSearchParams();
  if (choice.deviceids.length > 0) search.set('deviceid', choice.deviceids.join(','));
  if (choice.key !== DEFAULTS.key) search.set('key', choice.key);
  if (choice.period !== DEFAULTS.period) search.set('period', choice.period);
  if (choice.date) search.set('date', choice.date);
  return search;
}

/** The data analytics of one station, as the overview and the map open it. */
export function analyticsPath(deviceid: number): string {
  return `${ANALYTICS_PATH}?${analyticsSearch({ deviceids: [deviceid], ...DEFAULTS }).toString()}`;
}
