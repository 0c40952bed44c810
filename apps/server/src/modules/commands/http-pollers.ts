import type { DeviceCommand } from './commands.repository';

interface Waiter {
  hand: (command: DeviceCommand | undefined) => void;
}

/**
 * HTTP devices waiting on `GET /api/v1/{token}/rpc` in this process: while one waits, its device
 * takes commands, and the next command for it is handed to the waiting request.
 */
export class HttpPollers {
  private readonly waiting = new Map<number, Waiter>();

  /** `told` hears each device whose poll began or ended here (for the other processes). */
  constructor(private readonly told: (deviceId: number, waiting: boolean) => void = () => {}) {}

  /** The devices waiting on a poll now. */
  waitingIds(): number[] {
    return [...this.waiting.keys()];
  }

  isWaiting(deviceId: number): boolean {
    return this.waiting.has(deviceId);
  }

  /**
   * Waits up to `timeoutMs` for a command; a newer poll of the same device, or the request going
   * away (`signal`), ends this one empty.
   */
  wait(deviceId: number, timeoutMs: number, signal?: AbortSignal): Promise<DeviceCommand | undefined> {
    this.waiting.get(deviceId)?.hand(undefined);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        hand: (command) => {
          clearTimeout(timer);
          if (this.waiting.get(deviceId) === waiter) {
            this.waiting.delete(deviceId);
            this.told(deviceId, false);
          }
          resolve(command);
        },
      };
      const timer = setTimeout(() => waiter.hand(undefined), timeoutMs);
      this.waiting.set(deviceId, waiter);
      this.told(deviceId, true);
      signal?.addEventListener('abort', () => waiter.hand(undefined), { once: true });
    });
  }

  /** Hands a command to the device's waiting poll; false when none waits any more. */
  hand(command: DeviceCommand): boolean {
    const waiter = this.waiting.get(command.deviceId);
    if (!waiter) return false;
    waiter.hand(command);
    return true;
  }

  /** Ends every waiting poll empty (the app is closing). */
  close(): void {
    for (const waiter of [...this.waiting.values()]) waiter.hand(undefined);
  }
}
