/**
 * Dynamic resolution: while the map moves, the frame rate of the last second (or of the last
 * frame, when a frame takes longer) decides the pixel ratio the map draws at, between `min` and the
 * screen's own (`max`). Below `floor` it steps down (further when far below), well above it
 * steps back up: a moving view keeps above 30 frames a second. A software renderer (no GPU) pays for every pixel: drawing fewer keeps the
 * fly-over moving where full resolution would stutter.
 */
export class RenderScale {
  ratio: number;
  private windowStart = 0;
  private frames = 0;

  constructor(
    private max: number,
    private readonly min = 0.35,
    private readonly floor = 32,
  ) {
    this.ratio = max;
  }

  /** The screen's own ratio changed (a resize): start from it again. */
  reset(max: number): void {
    this.max = max;
    this.ratio = max;
    this.windowStart = 0;
    this.frames = 0;
  }

  /**
   * Counts a frame drawn at `now` (ms); answers the new ratio when it changes. Frames of a map that
   * stands still (`moving` false) are drawn on demand and say nothing of the rate.
   */
  frame(now: number, moving: boolean): number | undefined {
    if (!moving || this.windowStart === 0) {
      this.windowStart = moving ? now : 0;
      this.frames = 0;
      return undefined;
    }
    this.frames += 1;
    const elapsed = now - this.windowStart;
    if (elapsed < 1000) return undefined;
    const fps = (this.frames * 1000) / elapsed;
    this.windowStart = now;
    this.frames = 0;
    let next = this.ratio;
    if (fps < this.floor / 2) next = Math.max(this.min, this.ratio * 0.6);
    else if (fps < this.floor) next = Math.max(this.min, this.ratio * 0.85);
    else if (fps > this.floor * 1.7) next = Math.min(this.max, this.ratio * 1.15);
    if (Math.abs(next - this.ratio) < 0.01) return undefined;
    this.ratio = next;
    return next;
  }
}
