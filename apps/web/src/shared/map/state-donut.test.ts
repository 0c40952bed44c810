import { describe, expect, it } from 'vitest';
import { abbreviate, donutSegments, donutSize, donutSvg } from './state-donut';

describe('abbreviate', () => {
  it('shows small counts whole and large ones in thousands, never rounding up', () => {
    expect([0, 7, 999, 1000, 1299, 9999, 12_345, 100_000].map(abbreviate)).toEqual([
      '0',
      '7',
      '999',
      '1k',
      '1.2k',
      '9.9k',
      '12k',
      '100k',
    ]);
  });
});

describe('donutSegments', () => {
  it('gives each non-empty count its share of the ring, in order, ending at a full turn', () => {
    expect(donutSegments([2, 0, 1, 1])).toEqual([
      { index: 0, from: 0, to: 0.5 },
      { index: 2, from: 0.5, to: 0.75 },
      { index: 3, from: 0.75, to: 1 },
    ]);
  });
});

describe('donutSvg', () => {
  const colors = ['#111111', '#222222', '#333333'];

  it('draws one arc per state present, in its colour, sized by the total', () => {
    const svg = donutSvg([30, 0, 10], colors);
    expect(svg.match(/<path /g)).toHaveLength(2);
    expect(svg).toContain('fill="#111111"');
    expect(svg).toContain('fill="#333333"');
    expect(svg).not.toContain('#222222');
    expect(svg).toContain(`width="${donutSize(40)}"`);
  });

  it('draws a whole ring when every device is in one state', () => {
    const svg = donutSvg([0, 5000, 0], colors);
    expect(svg).not.toContain('<path');
    expect(svg).toContain('stroke="#222222"');
    expect(svg).toContain('width="52"');
  });
});
