import type {
  BroadcastBody,
  BroadcastLang,
  BroadcastPriority,
  BroadcastSchedule,
  BroadcastScheduleKind,
  BroadcastSource,
} from '@lamplighter/contract';
import type { Dayjs } from 'dayjs';

export type TargetKind = 'terminals' | 'group' | 'project';

/** The new-broadcast dialog's fields, as the form holds them. */
export interface BroadcastFormValues {
  name: string;
  source: BroadcastSource;
  mediaid?: number;
  text?: string;
  lang: BroadcastLang;
  targetkind: TargetKind;
  devicecodes?: string[];
  projectid?: number;
  groupid?: number;
  priority: BroadcastPriority;
  repeat: number;
  /** Off: the terminals keep their own volume. */
  setvolume: boolean;
  volume: number;
  when: BroadcastScheduleKind;
  at?: Dayjs;
  time?: Dayjs;
  dates?: [Dayjs, Dayjs];
  weekdays?: number[];
  /** Minutes an occurrence waits for a terminal that is off. */
  waitminutes: number;
}

const DAY = 'YYYY-MM-DD';
const CLOCK = 'HH:mm';

export const FORM_START: Partial<BroadcastFormValues> = {
  source: 'tts',
  lang: 'zh',
  targetkind: 'terminals',
  priority: 'normal',
  repeat: 1,
  setvolume: false,
  volume: 70,
  when: 'now',
  weekdays: [1, 2, 3, 4, 5],
  waitminutes: 10,
};

/** The schedule the form describes, on the browser's clock. */
export function scheduleOf(values: BroadcastFormValues): BroadcastSchedule {
  switch (values.when) {
    case 'now':
      return { kind: 'now' };
    case 'once':
      return { kind: 'once', at: values.at?.format(`${DAY} ${CLOCK}`) ?? '' };
    case 'daily':
    case 'weekly': {
      const span = {
        time: values.time?.format(CLOCK) ?? '',
        startdate: values.dates?.[0].format(DAY) ?? '',
        enddate: values.dates?.[1].format(DAY) ?? '',
      };
      return values.when === 'daily'
        ? { kind: 'daily', ...span }
        : { kind: 'weekly', ...span, weekdays: [...(values.weekdays ?? [])].sort() };
    }
  }
}

/** Whom the form names: the chosen terminals, a group or a project, as the API takes it. */
export function targetOf(
  values: Pick<BroadcastFormValues, 'targetkind' | 'devicecodes' | 'groupid' | 'projectid'>,
): { devicecodes: string[] } | { groupid: number } | { projectid: number } {
  if (values.targetkind === 'terminals') return { devicecodes: values.devicecodes ?? [] };
  return values.targetkind === 'group'
    ? { groupid: values.groupid ?? 0 }
    : { projectid: values.projectid ?? 0 };
}

/** The body of the call that makes the broadcast. */
export function broadcastBodyOf(values: BroadcastFormValues, utcoffset: number): BroadcastBody {
  const target = targetOf(values);
  return {
    name: values.name.trim(),
    source: values.source,
    ...(values.source === 'file' ? { mediaid: values.mediaid } : { text: values.text?.trim() }),
    lang: values.lang,
    priority: values.priority,
    repeat: values.repeat,
    ...(values.setvolume ? { volume: values.volume } : {}),
    schedule: scheduleOf(values),
    utcoffset,
    ttl: values.waitminutes * 60,
    ...target,
  } as BroadcastBody;
}
