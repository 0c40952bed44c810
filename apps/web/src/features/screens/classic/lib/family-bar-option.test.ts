import { describe, expect, it } from 'vitest';
import { familyBarOption } from './family-bar-option';

describe('the families bar chart of the classic wall', () => {
  it('puts the largest family on top, with its count', () => {
    const option = familyBarOption(
      [
        { name: 'Gateway', count: 4 },
        { name: 'Solar light', count: 120 },
        { name: 'Camera', count: 9 },
      ],
      false,
    ) as { yAxis: { data: string[]; inverse: boolean }; series: { data: number[] }[] };
    expect(option.yAxis.inverse).toBe(true);
    expect(option.yAxis.data).toEqual(['Solar light', 'Camera', 'Gateway']);
    expect(option.series[0]?.data).toEqual([120, 9, 4]);
  });
});
