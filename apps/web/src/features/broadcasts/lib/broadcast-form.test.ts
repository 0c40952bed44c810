import type { BroadcastSchedule } from '@lamplighter/contract';
import dayjs from 'dayjs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { broadcastTexts } from '../texts';
import { type BroadcastFormValues, broadcastBodyOf, FORM_START } from './broadcast-form';
import { scheduleText } from './schedule-text';

const values = (more: Partial<BroadcastFormValues>) =>
  ({ ...FORM_START, name: ' Typhoon warning ', text: ' 台风预警 ', ...more }) as BroadcastFormValues;

async function translator(lang: 'zh' | 'en') {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: lang, resources: { [lang]: { translation: broadcastTexts[lang] } } });
  return i18n.t;
}

describe('the new-broadcast form', () => {
  it('speaks text now to chosen terminals, keeping their volume, an occurrence waiting ten minutes', () => {
    expect(broadcastBodyOf(values({ devicecodes: ['HZ-XH-A1'] }), 480)).toEqual({
      name: 'Typhoon warning',
      source: 'tts',
      text: '台风预警',
      lang: 'zh',
      priority: 'normal',
      repeat: 1,
      schedule: { kind: 'now' },
      utcoffset: 480,
      ttl: 600,
      devicecodes: ['HZ-XH-A1'],
    });
  });

  it('plays a library sound to a group on weekdays, at a set volume, as an emergency', () => {
    const body = broadcastBodyOf(
      values({
        source: 'file',
        mediaid: 7,
        targetkind: 'group',
        groupid: 3,
        priority: 'emergency',
        setvolume: true,
        volume: 90,
        when: 'weekly',
        weekdays: [5, 1, 3],
        time: dayjs('2026-11-27 07:30'),
        dates: [dayjs('2026-11-30'), dayjs('2026-12-31')],
        waitminutes: 30,
      }),
      480,
    );
    expect(body).toMatchObject({
      source: 'file',
      mediaid: 7,
      groupid: 3,
      priority: 'emergency',
      volume: 90,
      ttl: 1800,
      schedule: {
        kind: 'weekly',
        time: '07:30',
        weekdays: [1, 3, 5],
        startdate: '2026-11-30',
        enddate: '2026-12-31',
      },
    });
    expect(body).not.toHaveProperty('text');
    expect(body).not.toHaveProperty('devicecodes');
  });

  it('tells when a broadcast plays, in both languages', async () => {
    const weekly: BroadcastSchedule = {
      kind: 'weekly',
      time: '07:30',
      weekdays: [0, 1, 3],
      startdate: '2026-11-30',
      enddate: '2026-12-31',
    };
    expect(scheduleText(weekly, await translator('en'))).toBe(
      'Mon, Wed, Sun at 07:30, 2026-11-30 – 2026-12-31',
    );
    expect(scheduleText(weekly, await translator('zh'))).toBe(
      '每周一、三、日 07:30，2026-11-30 至 2026-12-31',
    );
    expect(scheduleText({ kind: 'once', at: '2026-11-27 18:00' }, await translator('en'))).toBe(
      'Once, 2026-11-27 18:00',
    );
  });
});
