import type { ExpressionSpecification } from 'maplibre-gl';
import { RUN_STATE_COLORS } from '../inventory/run-state-tag';

/** The run states in legend order; anything else is drawn as '--'. */
export const KNOWN_STATES = [1, 2, 3, 4, 5] as const;
export const NO_STATE_COLOR = '#bfbfbf';
export const stateColor = (state: number) => RUN_STATE_COLORS[state] ?? NO_STATE_COLOR;
/** A MapLibre colour expression: the run state's colour of a feature's `property`. */
export function stateColorExpression(property: string): ExpressionSpecification {
  const [first, ...others] = KNOWN_STATES;
  return [
    'match',
    ['get', property],
    first,
    stateColor(first),
    ...others.flatMap((state) => [state, stateColor(state)]),
    NO_STATE_COLOR,
  ];
}

/** Colours of the run states in legend order, the last for any other state. */
export const STATE_COLORS = [...KNOWN_STATES.map(stateColor), NO_STATE_COLOR];

/** A count as a cluster shows it: 999, 1.2k, 12k, 120k. */
export function abbreviate(count: number): string {
  if (count < 1000) return String(count);
  if (count < 10_000) return `${(Math.floor(count / 100) / 10).toString()}k`;
  return `${Math.floor(count / 1000)}k`;
}

/** The share of each non-empty count around the ring, as [from, to] fractions of a turn. */
export function donutSegments(counts: readonly number[]): { index: number; from: number; to: number }[] {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const segments: { index: number; from: number; to: number }[] = [];
  let at = 0;
  counts.forEach((count, index) => {
    if (count <= 0) return;
    segments.push({ index, from: at / total, to: (at + count) / total });
    at += count;
  });
  return segments;
}

/** Diameter of a cluster in px: larger clusters are bigger, in four steps. */
export function donutSize(total: number): number {
  if (total < 100) return 36;
  if (total < 1000) return 44;
  if (total < 10_000) return 52;
  return 60;
}

function arc(from: number, to: number, radius: number, inner: number, centre: number): string {
  const point = (fraction: number, r: number) => {
    const angle = 2 * Math.PI * fraction - Math.PI / 2;
    return `${(centre + r * Math.cos(angle)).toFixed(2)} ${(centre + r * Math.sin(angle)).toFixed(2)}`;
  };
  const large = to - from > 0.5 ? 1 : 0;
  return (
    `M ${point(from, radius)} A ${radius} ${radius} 0 ${large} 1 ${point(to, radius)} ` +
    `L ${point(to, inner)} A ${inner} ${inner} 0 ${large} 0 ${point(from, inner)} Z`
  );
}

/**
 * A cluster as an SVG ring: one arc per run state in its colour, sized by the total, white inside
 * for the count (drawn by the page's own font, so the map needs no glyphs).
 */
export function donutSvg(counts: readonly number[], colors: readonly string[]): string {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const size = donutSize(total);
  const centre = size / 2;
  const radius = centre;
  const inner = centre - Math.max(6, size / 6);
  const rings = donutSegments(counts).map(({ index, from, to }) =>
    to - from >= 0.9999
      ? `<circle cx="${centre}" cy="${centre}" r="${(radius + inner) / 2}" fill="none" stroke="${colors[index]}" stroke-width="${radius - inner}"/>`
      : `<path d="${arc(from, to, radius, inner, centre)}" fill="${colors[index]}"/>`,
  );
  return `<svg width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" aria-hidden="true">${rings.join('')}<circle cx="${centre}" cy="${centre}" r="${inner}" fill="#fff" fill-opacity="0.92"/></svg>`;
}

/**
 * Devices drawn together as a button: the ring of their run states (`counts` in the order of
 * STATE_COLORS) with their number in the middle, in the page's font so that the map needs no glyphs.
 */
export function stateDonut(counts: readonly number[], title: string): HTMLButtonElement {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const size = donutSize(total);
  const element = document.createElement('button');
  element.type = 'button';
  element.className = 'device-cluster';
  element.style.width = `${size}px`;
  element.style.height = `${size}px`;
  element.dataset.count = String(total);
  element.title = title;
  element.innerHTML = `${donutSvg(counts, STATE_COLORS)}<span>${abbreviate(total)}</span>`;
  return element;
}
