import type { Caller } from '../../platform/caller';

/** A device a command goes to: how to reach it and where it stands (for the sun's times). */
export interface CommandTarget {
  id: number;
  code: string;
  typeId: number;
  accountId: number;
  /** The gateway that speaks for it, for lights behind one. */
  gatewayId: number | null;
  latitude: number | null;
  longitude: number | null;
}

/**
 * Finds the devices a command names in the caller's subtree (the devices module answers): by
 * number, or every device of a group or project. Numbers outside the subtree are simply not found,
 * like unknown ones; a foreign group or project answers 404.
 */
export interface CommandTargetFinder {
  byCodes(caller: Caller, codes: string[]): Promise<CommandTarget[]>;
  inGroup(caller: Caller, groupId: number): Promise<CommandTarget[]>;
  inProject(caller: Caller, projectId: number): Promise<CommandTarget[]>;
  groupName(caller: Caller, groupId: number): Promise<string>;
  projectName(caller: Caller, projectId: number): Promise<string>;
}
