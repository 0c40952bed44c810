import {
  brandKeys,
  commandMethods,
  commandParams,
  deviceTypeIds,
  EMAIL_PATTERN,
  MOBILE_PATTERN,
  telemetryKeys,
  USERNAME_PATTERN,
} from '@lamplighter/contract';
import fc from 'fast-check';
import { filePart } from './file-parts';
import { type FieldHint, inputSchemaOf, type JsonSchema, validInput } from './valid-input';

/** The kinds of record an id field can name. */
export const recordKinds = [
  'account',
  'role',
  'menu',
  'manufacturer',
  'factoryDevice',
  'project',
  'group',
  'device',
  'gateway',
  'loopController',
  'command',
  'warning',
  'notification',
  'weatherThreshold',
  'mediaFile',
  'program',
  'campaign',
  'broadcast',
] as const;
export type RecordKind = (typeof recordKinds)[number];

/** Records made for the fuzz, so that valid-looking inputs reach past "not found". */
export interface Pools {
  ids: Record<RecordKind, number[]>;
  deviceCodes: string[];
  factoryCodes: { devicecode: string; verifycode: string }[];
  usernames: string[];
  passwords: string[];
  contacts: string[];
  /** LED screens, which a campaign books. */
  screens: number[];
  /** Broadcast terminals by number, and sounds of the library: what a broadcast plays on. */
  terminals: string[];
  sounds: number[];
  /** Live broadcasts on air, by session. */
  liveSessions: string[];
}

/** Stands for the id of a record made for one delete, so that deletes never eat the fixtures. */
export const VICTIM = 'VICTIMID';

/** The kind of record that each endpoint group's own `id` names. */
const kindOfGroup: Record<string, RecordKind> = {
  account: 'account',
  role: 'role',
  menu: 'menu',
  manufacturer: 'manufacturer',
  factoryDevice: 'factoryDevice',
  project: 'project',
  group: 'group',
  device: 'device',
  gateway: 'gateway',
  loopController: 'loopController',
  deviceCommand: 'command',
  warning: 'warning',
  notification: 'notification',
  weather: 'weatherThreshold',
  camera: 'device',
  media: 'mediaFile',
  programs: 'program',
  campaigns: 'campaign',
  broadcasts: 'broadcast',
};

const kindOfField: Record<string, RecordKind> = {
  projectid: 'project',
  groupid: 'group',
  deviceid: 'device',
  deviceids: 'device',
  roleid: 'role',
  toid: 'role',
  accountid: 'account',
  userids: 'account',
  gatewayid: 'gateway',
  manufacturerid: 'manufacturer',
  commandid: 'command',
  menuids: 'menu',
  mediaid: 'mediaFile',
  programid: 'program',
};

/** The kind of record a delete of this endpoint group removes. */
export function deletedKind(group: string): RecordKind | undefined {
  return kindOfGroup[group];
}

/** The kind of record a field of an endpoint group names by its id, if it names one. */
export function kindOf(group: string, field: string): RecordKind | undefined {
  if (field === 'parentid') return group === 'menu' ? 'menu' : 'account';
  if (field === 'id' || field === 'ids') return kindOfGroup[group];
  return kindOfField[field];
}

const dateFields = new Set([
  'productiondate',
  'packageexpire',
  'simstart',
  'simend',
  'installdate',
  'from',
  'to',
]);
const day = fc
  .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const recentMilliseconds = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 0, 1) });

function oneOfPool<T>(pool: readonly T[], otherwise: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return pool.length > 0
    ? fc.oneof({ arbitrary: fc.constantFrom(...pool), weight: 3 }, otherwise)
    : otherwise;
}

const commandParameters = fc.oneof(
  ...commandMethods.map((method) => validInput(inputSchemaOf(commandParams[method]))),
);

/**
 * Values for fields whose name says more than their schema: ids of records that exist (and, for a
 * delete, of a record made to be deleted), device numbers, usernames, dates, files.
 */
export function fieldHints(group: string, isDelete: boolean, pools: Pools): FieldHint {
  return (field: string, schema: JsonSchema) => {
    const type = schema.type;
    const kind = kindOf(group, field);
    if (kind && type === 'integer') {
      const anyId = fc.integer({ min: 1, max: 1_000_000 });
      if (isDelete && field === 'ids') {
        return fc.oneof({ arbitrary: fc.constant<unknown>(VICTIM), weight: 4 }, anyId);
      }
      return oneOfPool<number>(pools.ids[kind], anyId);
    }
    if (type === 'string' && !schema.enum) {
      switch (field) {
        case 'devicecode':
        case 'devicecodes':
        case 'lights': {
          // Registered factory numbers too, which a bind takes.
          const codes = [...pools.deviceCodes, ...pools.factoryCodes.map((code) => code.devicecode)];
          return oneOfPool(codes, fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/));
        }
        case 'verifycode':
          return oneOfPool(
            pools.factoryCodes.map((code) => code.verifycode),
            fc.string({ minLength: 4, maxLength: 32 }),
          );
        case 'username':
          return oneOfPool(pools.usernames, fc.stringMatching(USERNAME_PATTERN));
        case 'password':
        case 'oldpassword':
          return oneOfPool(pools.passwords, fc.string({ maxLength: 24 }));
        case 'mobile':
          return fc.stringMatching(MOBILE_PATTERN);
        case 'email':
          return fc.stringMatching(EMAIL_PATTERN).filter((text) => text.length <= 100);
        case 'contact':
          return oneOfPool(pools.contacts, fc.stringMatching(MOBILE_PATTERN));
        case 'scode':
          return fc.stringMatching(/^\d{6}$/);
        case 'sessionid':
          return oneOfPool(pools.liveSessions, fc.stringMatching(/^[A-Za-z0-9_-]{22}$/));
        case 'key':
        case 'keys':
          return fc.constantFrom<string>(...telemetryKeys.map((entry) => entry.key), ...brandKeys);
      }
      if (dateFields.has(field)) return day;
    }
    if (type === 'integer' && (field === 'from' || field === 'to')) return recentMilliseconds;
    if (type === 'integer' && field === 'devicetype') {
      return fc.oneof({ arbitrary: fc.constantFrom(...deviceTypeIds), weight: 4 }, fc.integer());
    }
    if (field === 'file') return filePart;
    if (field === 'params') return commandParameters;
    return undefined;
  };
}

/**
 * A valid-looking input made to follow the rules that tie fields together, which a schema alone
 * does not state: coordinates come as a pair, a SIM ends after it starts, and a group named with
 * a project is one of that project's (the fuzz's groups are all in its first project).
 */
export function coherent(input: Record<string, unknown>, pools: Pools): Record<string, unknown> {
  const result = { ...input };
  if ((result.longitude === undefined) !== (result.latitude === undefined)) {
    delete result.longitude;
    delete result.latitude;
  }
  const { simstart, simend } = result;
  if (typeof simstart === 'string' && typeof simend === 'string' && simend < simstart) {
    result.simstart = simend;
    result.simend = simstart;
  }
  if (
    typeof result.groupid === 'number' &&
    pools.ids.group.includes(result.groupid) &&
    'projectid' in result
  ) {
    result.projectid = pools.ids.project[0];
  }
  return result;
}
