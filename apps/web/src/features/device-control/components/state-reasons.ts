import type { TFunction } from 'i18next';

/** Seed section 4: load reasons 2-8 and battery reasons 0, 1, 3-6, in the language, joined with a comma. */
export function stateReasons(t: TFunction, load: number | null, battery: number | null): string {
  return [
    ...(load !== null && load >= 2 && load <= 8 ? [t(`loadState.${load}`)] : []),
    ...(battery !== null && battery !== 2 && battery >= 0 && battery <= 6
      ? [t(`batteryState.${battery}`)]
      : []),
  ].join(',');
}
