import type { WeatherThreshold } from '@lamplighter/contract';
import { describe, expect, it } from 'vitest';
import { translatorOf } from '../../../shared/i18n/translator';
import { weatherTexts } from '../texts';
import { thresholdCondition, thresholdLamps } from './threshold-condition';

const threshold: WeatherThreshold = {
  id: 1,
  projectid: 2,
  projectname: 'Harbour',
  key: 'windSpeed',
  operator: 'above',
  value: 17,
  night: 0,
  groupid: null,
  groupname: '',
  dimto: null,
  dimback: 100,
};

describe('a threshold in words', () => {
  it('says its condition with the reading’s name and unit, in both languages', async () => {
    expect(thresholdCondition(await translatorOf('en', [weatherTexts]), threshold)).toBe(
      'Wind speed above 17 m/s',
    );
    expect(
      thresholdCondition(await translatorOf('zh', [weatherTexts]), { ...threshold, operator: 'below' }),
    ).toBe('风速 低于 17 m/s');
  });

  it('says what it does to the lamps: nothing, or their brightness while crossed and after', async () => {
    const t = await translatorOf('en', [weatherTexts]);
    expect(thresholdLamps(t, threshold)).toBe('Warning only');
    expect(thresholdLamps(t, { ...threshold, dimto: 30, dimback: 80 })).toBe(
      '30 % while crossed, then 80 % · The whole project',
    );
    expect(thresholdLamps(t, { ...threshold, dimto: 30, groupid: 5, groupname: 'Pier' })).toBe(
      '30 % while crossed, then 100 % · Pier',
    );
  });
});
