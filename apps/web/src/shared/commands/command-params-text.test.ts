import { describe, expect, it } from 'vitest';
import { translatorOf } from '../i18n/translator';
import { commandParamsText } from './command-params-text';
import { commandTexts } from './command-texts';

const translator = (lang: 'zh' | 'en') => translatorOf(lang, [commandTexts]);

describe("a command's parameters in words", () => {
  it('names a switch, a brightness, a holiday mode and a battery type in English', async () => {
    const t = await translator('en');
    expect(commandParamsText('switch', { on: false }, t, 'en')).toBe('switch off');
    expect(commandParamsText('dimming', { brightness: 35 }, t, 'en')).toBe('brightness 35 %');
    expect(commandParamsText('holidayMode', { mode: 2 }, t, 'en')).toBe(
      'holiday mode: On including weekends',
    );
    expect(commandParamsText('batteryType', { type: 2 }, t, 'en')).toBe(
      'battery type: Lithium iron phosphate',
    );
  });

  it('spells out a load mode with its timed points, in Chinese', async () => {
    const t = await translator('zh');
    const periods = {
      mode: 7,
      points: [
        { time: '18:30', brightness: 100 },
        { time: '23:00', brightness: 50 },
      ],
    };
    expect(commandParamsText('loadMode', periods, t, 'zh')).toMatch(
      /^负载模式：.+，18:30 100 %，23:00 50 %$/,
    );
    const timed = { mode: 0, points: [{ duration: 120, brightness: 80 }] };
    expect(commandParamsText('loadMode', timed, t, 'zh')).toBe('负载模式：时控，120 分钟 80 %');
  });

  it('names a PTZ step and how far it goes, in both languages', async () => {
    expect(commandParamsText('ptz', { move: 'zoomIn', step: 2 }, await translator('en'), 'en')).toBe(
      'Zoom in, 2 steps',
    );
    expect(commandParamsText('ptz', { move: 'left', step: 1 }, await translator('en'), 'en')).toBe(
      'Pan left, 1 step',
    );
    expect(commandParamsText('ptz', { move: 'home', step: 2 }, await translator('zh'), 'zh')).toBe(
      '回到原位 2 步',
    );
  });

  it('tells the settings of a screen and a broadcast terminal, in both languages', async () => {
    const en = await translator('en');
    const zh = await translator('zh');
    const night = { mode: 'timeOfDay', day: 80, night: 30, nightfrom: '19:00', nightto: '06:30' };
    expect(commandParamsText('screenBrightness', night, en, 'en')).toBe(
      'By time of day, 80 %, night 19:00-06:30 30 %',
    );
    expect(commandParamsText('screenBrightness', { mode: 'ambient', min: 10, max: 90 }, zh, 'zh')).toBe(
      '随环境光，10-90 %',
    );
    expect(commandParamsText('power', { on: false }, zh, 'zh')).toBe('关闭');
    expect(commandParamsText('volume', { volume: 35 }, en, 'en')).toBe('volume 35');
    expect(commandParamsText('testTone', { seconds: 1 }, en, 'en')).toBe('1 second');
    const live = { sessionid: 'Zk3q9vX_1-aBcDeFgHiJkL', broadcastid: 12, priority: 'normal' };
    expect(commandParamsText('playLive', live, en, 'en')).toBe('live broadcast 12');
    expect(commandParamsText('playLive', live, zh, 'zh')).toBe('现场广播 12');
  });

  it('keeps what it cannot name: an unknown method as JSON, an unknown choice as its number', async () => {
    const t = await translator('en');
    expect(commandParamsText('selfDestruct', { delay: 5 }, t, 'en')).toBe('{"delay":5}');
    expect(commandParamsText('holidayMode', { mode: 9 }, t, 'en')).toBe('holiday mode: 9');
  });
});
