import { eq } from 'drizzle-orm';
import { accounts } from '../modules/accounts/accounts.table';
import { AuditRepository } from '../modules/audit/audit.repository';
import { AuditService } from '../modules/audit/audit.service';
import { CommandDelivery, type CommandLink } from '../modules/commands/command-delivery';
import { CommandsRepository } from '../modules/commands/commands.repository';
import { CommandsService } from '../modules/commands/commands.service';
import { DevicesQueries } from '../modules/devices/devices.queries';
import type { Caller } from '../platform/caller';
import type { LiveEvent } from '../platform/event-bus';
import { soleProcessLease } from '../platform/sweep-lease';
import type { CreatedAccount } from './accounts-fixture';
import type { TestApp } from './test-app';

type Listener = (deviceId: number, topic: string, payload: Buffer) => void;

/**
 * Stands in for the device broker: the test says which devices take commands, sees what was
 * sent, and publishes or acknowledges as the devices.
 */
export class TestLink implements CommandLink {
  readonly connected = new Set<number>();
  readonly sent: { deviceId: number; topic: string; payload: unknown }[] = [];
  /** Called with every message sent, e.g. to answer it. */
  onSend: (deviceId: number, topic: string) => void = () => {};
  private readonly uplinks = new Map<string, Listener>();
  private acknowledgedListener: Listener = () => {};

  acceptsCommands(deviceId: number): boolean {
    return this.connected.has(deviceId);
  }

  async send(deviceId: number, topic: string, payload: unknown): Promise<void> {
    this.sent.push({ deviceId, topic, payload });
    this.onSend(deviceId, topic);
  }

  async onUplink(topic: string, listener: Listener): Promise<void> {
    this.uplinks.set(topic, listener);
  }

  onCommandReady(): void {}

  onAcknowledged(listener: Listener): void {
    this.acknowledgedListener = listener;
  }

  /** The device publishes on `rpc/response/{id}` or `gateway/rpc`. */
  publish(deviceId: number, topic: string, payload: unknown): void {
    const filter = topic.startsWith('rpc/response/') ? 'rpc/response/+' : topic;
    const listener = this.uplinks.get(filter);
    if (!listener) throw new Error(`nobody listens on ${topic}`);
    listener(deviceId, topic, Buffer.from(typeof payload === 'string' ? payload : JSON.stringify(payload)));
  }

  /** The device acknowledges (PUBACK) what it was sent on `topic`. */
  acknowledge(deviceId: number, topic: string, payload: unknown = {}): void {
    this.acknowledgedListener(deviceId, topic, Buffer.from(JSON.stringify(payload)));
  }
}

export interface CommandModule {
  link: TestLink;
  repository: CommandsRepository;
  delivery: CommandDelivery;
  service: CommandsService;
  caller: Caller;
  /** The command events the delivery published. */
  events: Extract<LiveEvent, { type: 'command' }>['data'][];
  /** What went to the log at error level. */
  errors: unknown[];
  close(): void;
}

/**
 * The command module on the test app's database, built as the composition root builds it but on
 * a TestLink instead of the broker, sending as `tenant` (an admin of its own account).
 */
export async function startCommandModule(
  t: TestApp,
  tenant: CreatedAccount,
  options: { repository?: CommandsRepository; devicesPerPart?: number } = {},
): Promise<CommandModule> {
  const db = t.store.db;
  const link = new TestLink();
  const repository = options.repository ?? new CommandsRepository(db);
  const events: CommandModule['events'] = [];
  const errors: unknown[] = [];
  const log = t.app.log.child({});
  log.error = ((entry: unknown) => errors.push(entry)) as typeof log.error;
  const delivery = new CommandDelivery(repository, {
    publish: (event) => {
      if (event.type === 'command') events.push(event.data);
    },
    setUpgrading: async () => {},
    // Its tests watch this delivery's expiry sweeps, whatever the test app's own lease says.
    sweepLease: soleProcessLease,
    log,
    now: Date.now,
  });
  await delivery.start(link);
  const devices = new DevicesQueries(db);
  const service = new CommandsService(
    repository,
    {
      byCodes: (caller, codes) => devices.reachable(caller, { codes }),
      inGroup: (caller, groupId) => devices.reachable(caller, { groupId }),
      inProject: (caller, projectId) => devices.reachable(caller, { projectId }),
      groupName: async () => 'group',
      projectName: async () => 'project',
    },
    delivery,
    new AuditService(new AuditRepository(db), t.app.log),
    Date.now,
    options.devicesPerPart,
  );
  const [account] = await db.select({ path: accounts.path }).from(accounts).where(eq(accounts.id, tenant.id));
  const caller: Caller = {
    accountId: tenant.id,
    username: tenant.username,
    path: account?.path ?? '',
    parentId: 1,
    roleId: 0,
    roleCode: 'admin',
    permissions: new Set(['device:command']),
    sessionId: 'command-module',
  };
  return { link, repository, delivery, service, caller, events, errors, close: () => delivery.close() };
}
