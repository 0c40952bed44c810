/** The classic wall's chart colours: blue and cyan on the dark navy of its panels. */
export const CLASSIC_CHART = {
  axis: '#7f9cc4',
  text: '#c9d8ef',
  gridLine: 'rgba(127, 156, 196, 0.15)',
  track: 'rgba(0, 144, 255, 0.14)',
  panel: '#071a3a',
} as const;

/** A left-to-right (or bottom-to-top) ECharts gradient between two colours. */
export function gradient(from: string, to: string, vertical = false) {
  return {
    type: 'linear',
    x: 0,
    y: vertical ? 1 : 0,
    x2: vertical ? 0 : 1,
    y2: 0,
    colorStops: [
      { offset: 0, color: from },
      { offset: 1, color: to },
    ],
  };
}
