import { LAMP_OFF_WATTS } from '@lamplighter/contract';

/** Lamps of one account that went on or out in one commit. */
export interface SwitchCounts {
  on: number;
  off: number;
}

/**
 * Remembers whether each lamp burned at its last report (a load of at least LAMP_OFF_WATTS), and
 * tells, per account, how many of those just heard went on or out: what the home page's count of
 * lamps burning follows, whether a command or the lamp's own clock switched it. A lamp first seen
 * since the process started counts as no switch.
 */
export class LampSwitches {
  private readonly burning = new Map<number, boolean>();

  switched(
    devices: readonly { deviceId: number; accountId: number }[],
    loadOf: (deviceId: number) => number | undefined,
  ): Map<number, SwitchCounts> {
    const byAccount = new Map<number, SwitchCounts>();
    for (const { deviceId, accountId } of devices) {
      const load = loadOf(deviceId);
      if (load === undefined) continue;
      const now = load >= LAMP_OFF_WATTS;
      const before = this.burning.get(deviceId);
      this.burning.set(deviceId, now);
      if (before === undefined || before === now) continue;
      const counts = byAccount.get(accountId) ?? { on: 0, off: 0 };
      counts[now ? 'on' : 'off'] += 1;
      byAccount.set(accountId, counts);
    }
    return byAccount;
  }
}
