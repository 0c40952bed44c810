/**
 * User Timing mark the 3D view sets once, at its first frame with columns drawn;
 * bench/wall-3d.bench.ts times it from the start of navigation.
 */
export const THREE_D_DRAWN_MARK = 'lamplighter:wall-3d-drawn';
