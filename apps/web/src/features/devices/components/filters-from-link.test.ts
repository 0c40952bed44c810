import { describe, expect, it } from 'vitest';
import { filtersFromLink } from './filters-from-link';

describe('the filters a link to the device list asks for', () => {
  it('takes the expiry window, the run state and the project of a reminder', () => {
    expect(filtersFromLink(new URLSearchParams('expiry=7'))).toEqual({ expiry: '7' });
    expect(filtersFromLink(new URLSearchParams('runstate=4&projectid=12'))).toEqual({
      runstate: 4,
      projectid: 12,
    });
  });

  it('leaves out what it cannot name instead of refusing the page', () => {
    expect(filtersFromLink(new URLSearchParams('expiry=14&runstate=9&projectid=-3&keyword=x'))).toEqual({});
    expect(filtersFromLink(new URLSearchParams(''))).toEqual({});
  });
});
