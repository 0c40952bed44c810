import { type BroadcastBody, DEVICE_TYPE } from '@lamplighter/contract';
import type { Caller } from '../../platform/caller';
import { fail } from '../../platform/errors';
import type { DevicesQueries } from '../devices/devices.queries';
import type { NewBroadcast } from './broadcasts.repository';

/** How many numbers a target's name lists before it only counts the rest. */
const NAMED_CODES = 20;

/** What the target of a broadcast is looked up by: the devices it reaches, its group's or project's name. */
export interface TargetLookups {
  reachable: DevicesQueries['reachable'];
  /** The name of a group of the subtree; 404 for any other. */
  groupName(caller: Caller, id: number): Promise<string>;
  /** The name of a project of the subtree; 404 for any other. */
  projectName(caller: Caller, id: number): Promise<string>;
}

type Named = Parameters<TargetLookups['reachable']>[1];
type StoredTarget = Pick<NewBroadcast, 'targetType' | 'deviceCodes' | 'groupId' | 'projectId' | 'targetName'>;
/** What a broadcast is sent to, as its body names it: numbers, a group or a project. */
type TargetFields = Pick<BroadcastBody, 'devicecodes' | 'groupid' | 'projectid'>;

/** A broadcast terminal a target reaches. */
export interface ReachedTerminal {
  deviceId: number;
  code: string;
}

function namesOf(codes: string[]): string {
  const named = codes.slice(0, NAMED_CODES).join(', ');
  return codes.length > NAMED_CODES ? `${named} +${codes.length - NAMED_CODES}` : named;
}

/**
 * The target of a broadcast as it is made: a group or a project of the caller's subtree (404
 * otherwise) or device numbers, reaching at least one broadcast terminal of the caller's now (409
 * otherwise). It is resolved again at each occurrence, so that terminals added later hear it.
 */
export class BroadcastTargets {
  constructor(private readonly lookups: TargetLookups) {}

  async check(caller: Caller, body: TargetFields): Promise<StoredTarget> {
    return (await this.reach(caller, body)).target;
  }

  /** The target as `check` makes it, with the broadcast terminals it reaches now. */
  async reach(
    caller: Caller,
    body: TargetFields,
  ): Promise<{ target: StoredTarget; terminals: ReachedTerminal[] }> {
    const { target, named } = await this.named(caller, body);
    const terminals = (await this.lookups.reachable(caller, named))
      .filter((device) => device.typeId === DEVICE_TYPE.broadcastTerminal)
      .map((device) => ({ deviceId: device.id, code: device.code }));
    if (terminals.length === 0) throw fail.conflict('broadcast.noTerminals');
    return { target, terminals };
  }

  private async named(caller: Caller, body: TargetFields): Promise<{ target: StoredTarget; named: Named }> {
    const none = { deviceCodes: [], groupId: null, projectId: null };
    if (body.groupid !== undefined) {
      const targetName = await this.lookups.groupName(caller, body.groupid);
      return {
        target: { ...none, targetType: 'group', groupId: body.groupid, targetName },
        named: { groupId: body.groupid },
      };
    }
    if (body.projectid !== undefined) {
      const targetName = await this.lookups.projectName(caller, body.projectid);
      return {
        target: { ...none, targetType: 'project', projectId: body.projectid, targetName },
        named: { projectId: body.projectid },
      };
    }
    const codes = [...new Set(body.devicecodes ?? [])];
    return {
      target: { ...none, targetType: 'devices', deviceCodes: codes, targetName: namesOf(codes) },
      named: { codes },
    };
  }
}
