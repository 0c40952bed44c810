import { z } from 'zod';
import { DEVICE_TYPE } from './device-types';
import { idField, integerField, messageOf } from './fields';

/**
 * The commands a light controller obeys (device RPC): the platform's command service sends them,
 * devices and the simulator answer them. On MQTT a command arrives on
 * `v1/devices/me/rpc/request/{id}` as `{"method": ..., "params": {...}}` and is answered on
 * `v1/devices/me/rpc/response/{id}`; behind a gateway it arrives on `v1/gateway/rpc` as
 * `{"device": code, "data": {"id", "method", "params"}}` and is answered there as
 * `{"device": code, "id", "data": answer}`. The id is the command's id for that device: a command
 * sent again carries the same id, and a device answers a repeated id with its first answer
 * without running the command again.
 */

interface Labelled<K extends string> {
  value: number;
  key: K;
  en: string;
  zh: string;
}

/** Load modes 0-7. */
export const loadModes = [
  { value: 0, key: 'timed', en: 'Timed', zh: '时控' },
  { value: 1, key: 'duskToDawn', en: 'Dusk to dawn', zh: '光控' },
  { value: 2, key: 'mainsOn', en: 'Mains on', zh: '市电常亮' },
  { value: 3, key: 'alwaysOn', en: 'Always on', zh: '常亮' },
  { value: 4, key: 'alwaysOff', en: 'Always off', zh: '常灭' },
  { value: 5, key: 'debug', en: 'Debug', zh: '调试' },
  { value: 6, key: 'sunriseSunset', en: 'Sunrise-sunset auto', zh: '日出日落自动' },
  { value: 7, key: 'timedPeriods', en: 'Timed periods', zh: '分时段' },
] as const satisfies readonly Labelled<string>[];

export const LOAD_MODE = {
  timed: 0,
  duskToDawn: 1,
  mainsOn: 2,
  alwaysOn: 3,
  alwaysOff: 4,
  debug: 5,
  sunriseSunset: 6,
  timedPeriods: 7,
} as const;
export type LoadMode = (typeof LOAD_MODE)[keyof typeof LOAD_MODE];

/**
 * Holiday modes. On the days a holiday mode names, the light burns at its full
 * (dimming) brightness from dusk to dawn instead of following its timed program. Holidays are
 * the fixed-date public holidays (1 Jan, 1-5 May, 1-7 Oct).
 */
export const holidayModes = [
  { value: 0, key: 'off', en: 'Off', zh: '关闭' },
  { value: 1, key: 'on', en: 'On', zh: '开启' },
  { value: 2, key: 'onWithWeekends', en: 'On including weekends', zh: '开启(含周末)' },
  { value: 3, key: 'onWithoutWeekends', en: 'On excluding weekends', zh: '开启(不含周末)' },
  { value: 4, key: 'weekendsOnly', en: 'Weekends only', zh: '仅周末' },
] as const satisfies readonly Labelled<string>[];

export const HOLIDAY_MODE = {
  off: 0,
  on: 1,
  onWithWeekends: 2,
  onWithoutWeekends: 3,
  weekendsOnly: 4,
} as const;
export type HolidayMode = (typeof HOLIDAY_MODE)[keyof typeof HOLIDAY_MODE];

/** Battery types (chemistries). */
export const batteryTypes = [
  { value: 0, key: 'gel', en: 'Gel', zh: '胶体电池' },
  { value: 1, key: 'leadAcid', en: 'Lead-acid', zh: '铅酸电池' },
  { value: 2, key: 'lifepo4', en: 'Lithium iron phosphate', zh: '磷酸铁锂电池' },
  { value: 3, key: 'ternaryLithium', en: 'Ternary lithium', zh: '三元锂电池' },
] as const satisfies readonly Labelled<string>[];

export const BATTERY_TYPE = { gel: 0, leadAcid: 1, lifepo4: 2, ternaryLithium: 3 } as const;
export type BatteryType = (typeof BATTERY_TYPE)[keyof typeof BATTERY_TYPE];

/** How many timed points a load program has. */
export const TIMED_POINTS = 5;

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const brightnessField = z.number().int().min(0).max(100);

/**
 * One timed point: from a clock time (`HH:MM`, local time; timed periods, mode 7) or for a
 * duration in minutes counted on from dusk or from the point before (timed, mode 0), at a
 * brightness 0-100. Unused points have duration 0.
 */
export const timedPoint = z.union(
  [
    z.object({
      time: z.string().regex(CLOCK_TIME, { error: messageOf('validation.clockTime') }),
      brightness: brightnessField,
    }),
    z.object({ duration: z.number().int().min(0).max(1440), brightness: brightnessField }),
  ],
  { error: messageOf('validation.timePoints') },
);
export type TimedPoint = z.infer<typeof timedPoint>;

const modeField = (count: number) =>
  z
    .number()
    .int()
    .min(0)
    .max(count - 1);

const loadModeParams = z
  .object({
    mode: modeField(loadModes.length),
    points: z
      .array(timedPoint)
      .length(TIMED_POINTS, { error: messageOf('validation.timePoints') })
      .optional(),
    sunrise: z
      .string()
      .regex(CLOCK_TIME, { error: messageOf('validation.clockTime') })
      .optional()
      .describe("mode 6: today's sunrise at the device, local HH:MM; the platform fills it in"),
    sunset: z
      .string()
      .regex(CLOCK_TIME, { error: messageOf('validation.clockTime') })
      .optional()
      .describe("mode 6: today's sunset at the device, local HH:MM; the platform fills it in"),
  })
  .superRefine((value, ctx) => {
    const kind =
      value.mode === LOAD_MODE.timed ? 'duration' : value.mode === LOAD_MODE.timedPeriods ? 'time' : null;
    if (kind === null) return;
    // Mode 0 counts minutes, mode 7 reads clock times: every one of its points needs its kind.
    if (!value.points || value.points.some((point) => !(kind in point))) {
      ctx.addIssue({ code: 'custom', path: ['points'], message: messageOf('validation.timePoints') });
    }
  });

/**
 * A PTZ camera's moves: pan left or right, tilt up or down, zoom in or out, or back to its home
 * position. Each is one discrete step answered on its own, never "start moving" and "stop": a stop
 * lost on the way would leave a camera turning.
 */
export const ptzMoves = [
  { key: 'left', en: 'Pan left', zh: '向左转' },
  { key: 'right', en: 'Pan right', zh: '向右转' },
  { key: 'up', en: 'Tilt up', zh: '向上仰' },
  { key: 'down', en: 'Tilt down', zh: '向下俯' },
  { key: 'zoomIn', en: 'Zoom in', zh: '放大' },
  { key: 'zoomOut', en: 'Zoom out', zh: '缩小' },
  { key: 'home', en: 'Home position', zh: '回到原位' },
] as const;
export type PtzMove = (typeof ptzMoves)[number]['key'];
const ptzMoveKeys = ptzMoves.map((move) => move.key) as [PtzMove, ...PtzMove[]];

/** How many steps one PTZ move goes: more turns further at once. */
export const PTZ_STEPS = { min: 1, max: 10, default: 2 } as const;

/**
 * Where a PTZ camera points: pan in degrees clockwise from its mounting (0 to under 360), tilt in
 * degrees above the horizon (negative: looking down), zoom as a magnification (1: widest).
 */
export const ptzPosition = z.object({ pan: z.number(), tilt: z.number(), zoom: z.number() });
export type PtzPosition = z.infer<typeof ptzPosition>;

/** How an LED screen sets its brightness: held, following the light around it, or by day and night. */
export const screenBrightnessModes = [
  { value: 0, key: 'manual', en: 'Manual', zh: '手动' },
  { value: 1, key: 'ambient', en: 'By ambient light', zh: '随环境光' },
  { value: 2, key: 'timeOfDay', en: 'By time of day', zh: '按时段' },
] as const satisfies readonly Labelled<string>[];

const clockTimeField = z.string().regex(CLOCK_TIME, { error: messageOf('validation.clockTime') });

const screenBrightnessParams = z.discriminatedUnion(
  'mode',
  [
    z.object({ mode: z.literal('manual'), brightness: brightnessField }),
    z
      .object({ mode: z.literal('ambient'), min: brightnessField, max: brightnessField })
      .refine((value) => value.min <= value.max, {
        path: ['min'],
        error: messageOf('validation.brightnessRange'),
      })
      .describe('darkest at night, brightest in full daylight, by the screen’s own light sensor'),
    z
      .object({
        mode: z.literal('timeOfDay'),
        day: brightnessField,
        night: brightnessField,
        nightfrom: clockTimeField,
        nightto: clockTimeField,
      })
      .describe('`night` from `nightfrom` to `nightto` (local time, may cross midnight), `day` otherwise'),
  ],
  { error: messageOf('validation.screenBrightnessMode') },
);
export type ScreenBrightnessParams = z.output<typeof screenBrightnessParams>;

/** A live broadcast's session: random, URL-safe, known to whoever started it and to its terminals. */
export const liveSessionIdField = z
  .string()
  .regex(/^[A-Za-z0-9_-]{22,64}$/, { error: messageOf('live.sessionId') });

/** The parameters of each method. */
export const commandParams = {
  switch: z.object({ on: z.boolean() }),
  dimming: z.object({ brightness: brightnessField }),
  loadMode: loadModeParams,
  holidayMode: z.object({ mode: modeField(holidayModes.length) }),
  batteryType: z.object({ type: modeField(batteryTypes.length) }),
  readParameters: z.object({}),
  firmwareUpgrade: z.object({ version: z.string().trim().min(1).max(64), url: z.url() }),
  ptz: z.object({
    move: z.enum(ptzMoveKeys, { error: messageOf('validation.ptzMove') }),
    step: integerField(PTZ_STEPS.min, PTZ_STEPS.max).default(PTZ_STEPS.default),
  }),
  /**
   * An LED screen plays a published program: it fetches the program's manifest
   * (`GET /api/v1/{token}/program/{programid}`) and the files it lacks, checks their hashes, switches
   * at once, and answers once it plays. Only a published version is handed to a screen.
   */
  playProgram: z.object({ programid: idField, version: integerField(1, 1_000_000) }),
  /**
   * An LED screen's panel or a broadcast terminal's amplifier on or off; off, a screen keeps its
   * programs and its schedule.
   */
  power: z.object({ on: z.boolean() }),
  screenBrightness: screenBrightnessParams,
  volume: z.object({ volume: integerField(0, 100) }),
  /** An LED screen stops its program and goes black until told to play again. */
  stopProgram: z.object({}),
  /**
   * An LED screen captures what it shows and uploads it (`POST /api/v1/{token}/screenshot`, a PNG or
   * JPEG), then answers.
   */
  screenshot: z.object({}),
  /** The device restarts: it answers first, then drops its connection and comes back. */
  reboot: z.object({}),
  /**
   * An LED screen fetches its advertising schedule (`GET /api/v1/{token}/schedule`) and the programs
   * it names, and plays by it; sent whenever a campaign that includes the screen changes.
   */
  syncSchedule: z.object({}),
  /** A broadcast terminal plays a 1 kHz tone for `seconds`, then answers: is it heard, is it loud enough. */
  testTone: z.object({ seconds: integerField(1, 30).default(3) }),
  /**
   * A broadcast terminal plays a broadcast: it fetches its manifest
   * (`GET /api/v1/{token}/broadcast/{broadcastid}`) and the sound it lacks, plays it `repeat` times,
   * and answers once played. An emergency broadcast cuts off a normal one, which then answers that
   * it was interrupted; a normal one arriving during an emergency is refused as busy.
   */
  playBroadcast: z.object({ broadcastid: idField }),
  /** A broadcast terminal falls silent: what plays stops and answers that it was stopped. */
  stopBroadcast: z.object({}),
  /**
   * A broadcast terminal plays a live broadcast as it comes: it opens the stream
   * (`GET /api/v1/{token}/live/{sessionid}`), plays its frames, tells each one it has
   * (`POST /api/v1/{token}/live/{sessionid}/heard`), reports `broadcastid` while it plays and answers
   * once the stream ends. Priority and volume as for a broadcast: an emergency cuts off a normal one.
   */
  playLive: z.object({
    sessionid: liveSessionIdField,
    broadcastid: idField,
    priority: z.enum(['normal', 'emergency']).default('normal'),
    volume: integerField(0, 100).optional().describe('0-100 while it plays; left out, the terminal’s own'),
  }),
};
export type CommandMethod = keyof typeof commandParams;
export const commandMethods = Object.keys(commandParams) as CommandMethod[];
export type CommandParams<M extends CommandMethod> = z.output<(typeof commandParams)[M]>;

/** Which device families obey which method (the lights all; others only what they have). */
const lights = [DEVICE_TYPE.solarLight, DEVICE_TYPE.mainsLight, DEVICE_TYPE.bleMatrixLight];
export const commandFamilies: Record<CommandMethod, readonly number[]> = {
  switch: lights,
  dimming: lights,
  loadMode: lights,
  holidayMode: lights,
  batteryType: [DEVICE_TYPE.solarLight],
  readParameters: [...lights, DEVICE_TYPE.gateway, DEVICE_TYPE.weatherStation, DEVICE_TYPE.camera],
  firmwareUpgrade: [...lights, DEVICE_TYPE.gateway, DEVICE_TYPE.weatherStation, DEVICE_TYPE.camera],
  ptz: [DEVICE_TYPE.camera],
  playProgram: [DEVICE_TYPE.ledScreen],
  power: [DEVICE_TYPE.ledScreen, DEVICE_TYPE.broadcastTerminal],
  screenBrightness: [DEVICE_TYPE.ledScreen],
  volume: [DEVICE_TYPE.ledScreen, DEVICE_TYPE.broadcastTerminal],
  stopProgram: [DEVICE_TYPE.ledScreen],
  screenshot: [DEVICE_TYPE.ledScreen],
  reboot: [DEVICE_TYPE.ledScreen],
  syncSchedule: [DEVICE_TYPE.ledScreen],
  testTone: [DEVICE_TYPE.broadcastTerminal],
  playBroadcast: [DEVICE_TYPE.broadcastTerminal],
  stopBroadcast: [DEVICE_TYPE.broadcastTerminal],
  playLive: [DEVICE_TYPE.broadcastTerminal],
};

export const commandLabels: Record<CommandMethod, { en: string; zh: string }> = {
  switch: { en: 'Switch', zh: '开关灯' },
  dimming: { en: 'Dimming', zh: '调光' },
  loadMode: { en: 'Load mode', zh: '负载模式' },
  holidayMode: { en: 'Holiday mode', zh: '节假日模式' },
  batteryType: { en: 'Battery type', zh: '电池类型' },
  readParameters: { en: 'Read parameters', zh: '读取参数' },
  firmwareUpgrade: { en: 'Firmware upgrade', zh: '固件升级' },
  ptz: { en: 'PTZ', zh: '云台' },
  playProgram: { en: 'Play program', zh: '播放节目' },
  power: { en: 'Power', zh: '电源开关' },
  screenBrightness: { en: 'Screen brightness', zh: '屏幕亮度' },
  volume: { en: 'Volume', zh: '音量' },
  stopProgram: { en: 'Stop playing', zh: '停止播放' },
  screenshot: { en: 'Screenshot', zh: '截屏' },
  reboot: { en: 'Reboot', zh: '重启' },
  syncSchedule: { en: 'Sync schedule', zh: '同步排期' },
  testTone: { en: 'Test tone', zh: '测试音' },
  playBroadcast: { en: 'Play broadcast', zh: '播放广播' },
  stopBroadcast: { en: 'Stop broadcast', zh: '停止广播' },
  playLive: { en: 'Live broadcast', zh: '现场广播' },
};

/** A command as it travels to a device: method and params (the id is in the topic). */
export const commandRequest = z.object({ method: z.string().min(1).max(64), params: z.unknown().optional() });

/**
 * Why the platform closed a device's part of a command without sending it: stored as its error,
 * where a device's own refusal reads `<error>: <message>`. Screens show these in the reader's language.
 */
export const PLATFORM_COMMAND_ERRORS = {
  offline: 'device offline',
  unsupported: 'not a command of this device family',
} as const;

/** Why a device refused a command. */
export const commandErrors = ['unknownMethod', 'invalidParams', 'unsupported', 'busy', 'failed'] as const;
export type CommandError = (typeof commandErrors)[number];

/** The parameters a device reports on readParameters (and keeps as client attributes). */
export const deviceParameters = z.object({
  on: z.boolean().optional().describe('a manual switch in force until the program changes state'),
  brightness: brightnessField.describe('the dimming level'),
  loadMode: modeField(loadModes.length),
  points: z.array(timedPoint),
  holidayMode: modeField(holidayModes.length),
  batteryType: modeField(batteryTypes.length).optional(),
  firmwareVersion: z.string(),
  reportInterval: z.number().int().positive().describe('seconds between telemetry reports'),
});
export type DeviceParameters = z.infer<typeof deviceParameters>;

/**
 * A device's answer: `{ok: true, ...}` (readParameters adds `parameters`, ptz the camera's new
 * `position`) or `{ok: false, error}`.
 */
export const commandAnswer = z.union([
  z.looseObject({
    ok: z.literal(true),
    parameters: deviceParameters.optional(),
    position: ptzPosition.optional(),
  }),
  z.object({ ok: z.literal(false), error: z.enum(commandErrors), message: z.string() }),
]);
export type CommandAnswer = z.infer<typeof commandAnswer>;

export type ParsedCommand = {
  [M in CommandMethod]: { method: M; params: CommandParams<M> };
}[CommandMethod];

/** Checks a command as a device receives it; the error answer says what is wrong. */
export function parseCommand(
  request: unknown,
): { ok: true; command: ParsedCommand } | { ok: false; error: CommandError; message: string } {
  const envelope = commandRequest.safeParse(request);
  if (!envelope.success) return { ok: false, error: 'invalidParams', message: 'expected {method, params}' };
  const { method } = envelope.data;
  if (!Object.hasOwn(commandParams, method)) {
    return { ok: false, error: 'unknownMethod', message: `unknown method ${method}` };
  }
  const params = commandParams[method as CommandMethod].safeParse(envelope.data.params ?? {});
  if (!params.success) {
    const issue = params.error.issues[0];
    const field = issue?.path.join('.') || 'params';
    return { ok: false, error: 'invalidParams', message: `${field}: ${issue?.message ?? 'invalid'}` };
  }
  return { ok: true, command: { method, params: params.data } as ParsedCommand };
}
