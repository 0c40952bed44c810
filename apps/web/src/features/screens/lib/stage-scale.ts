/** The size every large screen is designed for. */
export const STAGE = { width: 1920, height: 1080 } as const;

export interface StageFit {
  scale: number;
  /** Offsets of the scaled stage in the window, centring it between the bars. */
  left: number;
  top: number;
}

/**
 * How the 1920×1080 stage fits a window: scaled by the tighter of the two ratios, so that all of it
 * shows without scroll bars, and centred, leaving bars on the sides or above and below.
 */
export function fitStage(window: { width: number; height: number }, stage = STAGE): StageFit {
  if (window.width <= 0 || window.height <= 0) return { scale: 1, left: 0, top: 0 };
  const scale = Math.min(window.width / stage.width, window.height / stage.height);
  return {
    scale,
    left: (window.width - stage.width * scale) / 2,
    top: (window.height - stage.height * scale) / 2,
  };
}
