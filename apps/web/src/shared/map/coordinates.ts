/** A point as the device fields name it. */
export interface LngLat {
  longitude: number;
  latitude: number;
}

export const isLongitude = (value: number) => Number.isFinite(value) && value >= -180 && value <= 180;
export const isLatitude = (value: number) => Number.isFinite(value) && value >= -90 && value <= 90;

export type CoordinatesReading =
  | { value: LngLat }
  | { problem: 'map.enterCoordinates' | 'map.invalidCoordinates' };

const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * Reads "longitude,latitude" as typed into the map selector (a comma, a Chinese comma, a
 * semicolon or spaces between them). Required, and a valid longitude/latitude.
 */
export function readCoordinates(text: string): CoordinatesReading {
  const trimmed = text.trim();
  if (trimmed === '') return { problem: 'map.enterCoordinates' };
  const parts = trimmed.split(/\s*[,，;；]\s*|\s+/);
  if (parts.length !== 2 || !parts.every((part) => NUMBER.test(part))) {
    return { problem: 'map.invalidCoordinates' };
  }
  const [longitude, latitude] = parts.map(Number) as [number, number];
  if (!isLongitude(longitude) || !isLatitude(latitude)) return { problem: 'map.invalidCoordinates' };
  return { value: { longitude, latitude } };
}

/** Six decimals (about 0.1 m), the precision the selector writes. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

export function formatCoordinates(point: LngLat): string {
  return `${roundCoordinate(point.longitude)},${roundCoordinate(point.latitude)}`;
}

/**
 * The message key of what is wrong with a pair of optional coordinate fields, or undefined:
 * each in range, and both given or neither (the device contract's rules).
 */
export function coordinateFieldsProblem(
  longitude: number | null | undefined,
  latitude: number | null | undefined,
): string | undefined {
  const hasLng = longitude !== null && longitude !== undefined;
  const hasLat = latitude !== null && latitude !== undefined;
  if (hasLng && !isLongitude(longitude)) return 'validation.longitude';
  if (hasLat && !isLatitude(latitude)) return 'validation.latitude';
  if (hasLng !== hasLat) return 'validation.coordinatesPair';
  return undefined;
}
