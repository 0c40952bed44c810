import { endpoints } from '@lamplighter/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/api';
import { pageOf } from '../../../shared/api/contract-client';
import { useCallMutation } from '../../../shared/api/use-call-mutation';
import { weatherKeys } from './weather-keys';

/** The thresholds of every project of the caller. */
export const thresholdsQuery = queryOptions({
  queryKey: weatherKeys.thresholds,
  queryFn: async () => pageOf(await call(endpoints.weather.thresholds)).list,
});

/** The threshold writes; each reloads the thresholds and the stations' readings past them. */
export function useThresholdWrites() {
  const invalidates = [weatherKeys.thresholds, weatherKeys.stations];
  return {
    add: useCallMutation(endpoints.weather.addThreshold, { invalidates }),
    update: useCallMutation(endpoints.weather.updateThreshold, { invalidates }),
    remove: useCallMutation(endpoints.weather.deleteThreshold, { invalidates }),
  };
}
