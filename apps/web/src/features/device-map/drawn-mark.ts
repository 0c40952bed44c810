/**
 * User Timing mark the device map sets each time it has drawn its devices and has nothing left
 * to load; bench/device-map.bench.ts times the first one from the start of navigation.
 */
export const DRAWN_MARK = 'lamplighter:device-map-drawn';
