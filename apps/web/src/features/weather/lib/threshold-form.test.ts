import type { WeatherThreshold } from '@lamplighter/contract';
import { describe, expect, it } from 'vitest';
import { thresholdInput, thresholdValues } from './threshold-form';

const dimming: WeatherThreshold = {
  id: 3,
  projectid: 2,
  projectname: 'Harbour',
  key: 'windSpeed',
  operator: 'above',
  value: 17,
  night: 1,
  groupid: 5,
  groupname: 'Pier',
  dimto: 30,
  dimback: 80,
};

describe('the threshold form', () => {
  it('shows a dimming threshold with its switches on, and sends it back as it was', () => {
    const values = thresholdValues(dimming);
    expect(values).toEqual({
      projectid: 2,
      key: 'windSpeed',
      operator: 'above',
      value: 17,
      night: true,
      dim: true,
      groupid: 5,
      dimto: 30,
      dimback: 80,
    });
    expect(thresholdInput(values)).toEqual({
      projectid: 2,
      key: 'windSpeed',
      operator: 'above',
      value: 17,
      night: 1,
      groupid: 5,
      dimto: 30,
      dimback: 80,
    });
  });

  it('shows a warning-only threshold with dimming off and no group', () => {
    const values = thresholdValues({ ...dimming, night: 0, groupid: null, dimto: null });
    expect(values).toMatchObject({ night: false, dim: false, groupid: undefined, dimto: undefined });
  });

  it('clears the group and the brightness when dimming is switched off, and the group alone for the whole project', () => {
    const values = thresholdValues(dimming);
    expect(thresholdInput({ ...values, dim: false })).toMatchObject({ groupid: '', dimto: '', night: 1 });
    expect(thresholdInput({ ...values, groupid: undefined })).toMatchObject({ groupid: '', dimto: 30 });
    expect(thresholdInput({ ...values, dim: false, dimback: undefined })).toMatchObject({ dimback: 100 });
  });
});
