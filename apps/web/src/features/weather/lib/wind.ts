/** A direction in degrees within [0, 360). */
function normalised(degrees: number): number {
  return ((degrees % 360) + 360) % 360;
}

/**
 * How far to turn an arrow drawn pointing north so that it points where the wind blows: a station
 * reports where the wind comes from (90 is an east wind, which blows towards the west).
 */
export function windArrowRotation(direction: number): number {
  return normalised(direction + 180);
}

/** The nearest of the eight compass points the wind comes from: 0 north, 1 north-east, … 7 north-west. */
export function compassPoint(direction: number): number {
  return Math.round(normalised(direction) / 45) % 8;
}
