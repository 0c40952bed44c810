import { type LedScreen, type ScreenBrightnessParams, screenBrightnessModes } from '@lamplighter/contract';

type BrightnessMode = ScreenBrightnessParams['mode'];
type ModeFields<M extends BrightnessMode> = Omit<Extract<ScreenBrightnessParams, { mode: M }>, 'mode'>;

/** Every field of every brightness mode: what the brightness dialog edits, whichever mode is chosen. */
export type BrightnessFields = { mode: BrightnessMode } & ModeFields<'manual'> &
  ModeFields<'ambient'> &
  ModeFields<'timeOfDay'>;

/** Where the dialog starts when the screen says nothing of its own: full by day, dimmer at night. */
const DEFAULTS: BrightnessFields = {
  mode: 'manual',
  brightness: 80,
  min: 10,
  max: 100,
  day: 100,
  night: 40,
  nightfrom: '19:00',
  nightto: '06:00',
};

/** The dialog's first values: one screen's mode and brightness when it reported them, else the defaults. */
export function brightnessStart(screen: LedScreen | undefined): BrightnessFields {
  const mode = screen?.brightnessmode ?? DEFAULTS.mode;
  const brightness = screen?.brightness ?? DEFAULTS.brightness;
  return { ...DEFAULTS, mode, brightness: Math.round(brightness) };
}

/** The parameters of the command screenBrightness for the chosen mode: its fields only. */
export function brightnessParams(fields: BrightnessFields): ScreenBrightnessParams {
  switch (fields.mode) {
    case 'manual':
      return { mode: 'manual', brightness: fields.brightness };
    case 'ambient':
      return { mode: 'ambient', min: fields.min, max: fields.max };
    case 'timeOfDay': {
      const { day, night, nightfrom, nightto } = fields;
      return { mode: 'timeOfDay', day, night, nightfrom, nightto };
    }
  }
}

/** A brightness mode's name in the reader's language. */
export function brightnessModeName(mode: BrightnessMode, lang: string): string {
  const found = screenBrightnessModes.find((choice) => choice.key === mode);
  return found ? found[lang === 'zh' ? 'zh' : 'en'] : mode;
}

/** "128 × 256", or undefined until the screen told its size. */
export function resolutionOf(screen: Pick<LedScreen, 'width' | 'height'>): string | undefined {
  return screen.width !== null && screen.height !== null ? `${screen.width} × ${screen.height}` : undefined;
}

/** What a screen plays: a program, nothing (stopped), or unknown until it reported. */
export type PlayingNow =
  | { kind: 'program'; id: number; version: number; name: string }
  | { kind: 'stopped' }
  | { kind: 'unknown' };

export function playingNow(screen: Pick<LedScreen, 'playing' | 'reportedat'>): PlayingNow {
  if (screen.playing) {
    const { programid, version, name } = screen.playing;
    return { kind: 'program', id: programid, version, name };
  }
  return screen.reportedat === null ? { kind: 'unknown' } : { kind: 'stopped' };
}

/** Up to three names of the screens a command goes to, for its confirmation. */
export function namesOf(screens: readonly Pick<LedScreen, 'devicename' | 'devicecode'>[]): string {
  const names = screens.slice(0, 3).map((screen) => screen.devicename || screen.devicecode);
  return screens.length > 3 ? `${names.join(', ')} …` : names.join(', ');
}
