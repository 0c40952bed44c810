import {
  batteryTypes,
  holidayModes,
  loadModes,
  ptzMoves,
  screenBrightnessModes,
} from '@lamplighter/contract';
import type { TFunction } from 'i18next';

type Lang = 'zh' | 'en';
type Labelled = readonly { value: number; en: string; zh: string }[];

const labelOf = (choices: Labelled, value: unknown, lang: Lang) =>
  choices.find((choice) => choice.value === value)?.[lang] ?? String(value);

/** One timed point: "18:30 100 %" for a clock time, "120 min 50 %" for a duration. */
function pointText(point: unknown, t: TFunction): string {
  if (typeof point !== 'object' || point === null) return '';
  const { time, duration, brightness } = point as { time?: string; duration?: number; brightness?: number };
  const at = time ?? t('command.params.minutes', { count: duration ?? 0 });
  return `${at} ${brightness ?? 0} %`;
}

/** "manual, 60 %", "by ambient light, 10-90 %" or "by time of day, 80 %, night 19:00-06:30 30 %". */
function screenBrightnessText(t: TFunction, params: Record<string, unknown>, lang: Lang): string {
  const mode =
    screenBrightnessModes.find((choice) => choice.key === params.mode)?.[lang] ?? String(params.mode);
  if (params.mode === 'manual') return t('command.params.screenManual', { mode, value: params.brightness });
  if (params.mode === 'ambient')
    return t('command.params.screenAmbient', { mode, min: params.min, max: params.max });
  return t('command.params.screenTimeOfDay', {
    mode,
    day: params.day,
    night: params.night,
    from: params.nightfrom,
    to: params.nightto,
  });
}

/**
 * A command's parameters in the reader's words, e.g. "brightness 35 %" or "load mode: timed
 * periods, 18:30 100 %, 23:00 50 % …"; a method this does not know keeps its JSON.
 */
export function commandParamsText(
  method: string,
  params: Record<string, unknown>,
  t: TFunction,
  lang: Lang,
): string {
  switch (method) {
    case 'switch':
      return t(params.on ? 'command.params.on' : 'command.params.off');
    case 'dimming':
      return t('command.params.brightness', { value: params.brightness });
    case 'loadMode': {
      const points = Array.isArray(params.points) ? params.points.map((point) => pointText(point, t)) : [];
      const mode = labelOf(loadModes, params.mode, lang);
      return t('command.params.loadMode', { mode: [mode, ...points].join(lang === 'zh' ? '，' : ', ') });
    }
    case 'holidayMode':
      return t('command.params.holidayMode', { mode: labelOf(holidayModes, params.mode, lang) });
    case 'batteryType':
      return t('command.params.batteryType', { type: labelOf(batteryTypes, params.type, lang) });
    case 'readParameters':
      return t('command.params.none');
    case 'firmwareUpgrade':
      return t('command.params.firmware', { version: params.version, url: params.url });
    case 'ptz': {
      const move = ptzMoves.find((candidate) => candidate.key === params.move)?.[lang] ?? String(params.move);
      return t('command.params.ptz', { move, count: Number(params.step ?? 1) });
    }
    case 'playProgram':
      return t('command.params.playProgram', {
        id: Number(params.programid),
        version: Number(params.version),
      });
    case 'power':
      return t(params.on ? 'command.params.powerOn' : 'command.params.powerOff');
    case 'volume':
      return t('command.params.volume', { volume: Number(params.volume) });
    case 'screenBrightness':
      return screenBrightnessText(t, params, lang);
    case 'stopProgram':
    case 'screenshot':
    case 'reboot':
    case 'syncSchedule':
    case 'stopBroadcast':
      return t('command.params.none');
    case 'testTone':
      return t('command.params.testTone', { count: Number(params.seconds ?? 3) });
    case 'playBroadcast':
      return t('command.params.playBroadcast', { id: Number(params.broadcastid) });
    case 'playLive':
      return t('command.params.playLive', { id: Number(params.broadcastid) });
    default:
      return JSON.stringify(params);
  }
}
