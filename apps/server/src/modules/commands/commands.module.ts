import {
  type CommandDeviceState,
  type CommandEvent,
  type CommandResult,
  openCommandStates,
  type SendCommandInput,
} from '@lamplighter/contract';
import type { Actor, Caller } from '../../platform/caller';
import type { ModuleParts } from '../../platform/module-parts';
import type { DeviceCommandPort } from '../../transport/device-messages';
import type { DevicesModule } from '../devices/devices.module';
import type { NotificationsModule } from '../notifications/notifications.module';
import type { ProjectsModule } from '../projects/projects.module';
import { sentAndSettled } from './command-answer-wait';
import { CommandDelivery, type CommandLink } from './command-delivery';
import { CommandOutcomes } from './command-outcomes';
import { CommandsRepository } from './commands.repository';
import { commandRoutes } from './commands.routes';
import { CommandsService } from './commands.service';
import { deviceCommandPort } from './device-command-port';

/** What the device transports and the weather use of the commands, and how the commands reach devices. */
export interface CommandsModule {
  /** Sends a command as a caller (the weather-aware lighting sends as a project's owner). */
  send: CommandsService['send'];
  /**
   * Sends a command to one device and waits at most `waitMs` for its answer, for a person waiting
   * on screen (a camera's PTZ step): that device's state then, answered or not.
   */
  sendAndWait(
    caller: Caller,
    input: SendCommandInput,
    actor: Actor,
    waitMs: number,
  ): Promise<{ result: CommandResult; device: CommandDeviceState | undefined }>;
  /** How a device polling over HTTP takes its next command. */
  devicePort: DeviceCommandPort;
  /** Starts delivering over the device broker; delivery stops as the platform closes. */
  deliverThrough(link: CommandLink): Promise<void>;
}

/**
 * Commands to devices: the command call resolves the devices in the caller's subtree, records the
 * command with each device's state, and the delivery sends it and follows the answers.
 */
export function commandsModule(
  { app, db, log, events, bus, audit, resolve, sweepLease, now }: ModuleParts,
  uses: { devices: DevicesModule; projects: ProjectsModule; notifications: NotificationsModule },
): CommandsModule {
  const { queries, presence } = uses.devices;
  const { projects, groups } = uses.projects;
  const repository = new CommandsRepository(db);
  const outcomes = new CommandOutcomes(db, uses.notifications.notifications, (error) =>
    log.error({ err: error }, 'could not tell the outcome of a command'),
  );
  const delivery = new CommandDelivery(repository, {
    publish: (event) => {
      events.publish(event);
      const command = event.type === 'command' ? (event.data as CommandEvent) : undefined;
      if (command && !openCommandStates.includes(command.state)) outcomes.settled(command.commandid);
    },
    setUpgrading: (ids, upgrading) => presence.upgrading(ids, upgrading),
    sweepLease,
    bus,
    log,
    now,
  });
  const commands = new CommandsService(
    repository,
    {
      byCodes: (caller, codes) => queries.reachable(caller, { codes }),
      inGroup: (caller, groupId) => queries.reachable(caller, { groupId }),
      inProject: (caller, projectId) => queries.reachable(caller, { projectId }),
      groupName: async (caller, id) => (await groups.detail(caller, id)).name,
      projectName: async (caller, id) => (await projects.detail(caller, id)).name,
    },
    delivery,
    audit,
    now,
  );
  commandRoutes(app, resolve, commands);
  return {
    send: (caller, input, actor) => commands.send(caller, input, actor),
    sendAndWait: async (caller, input, actor, waitMs) => {
      const { result } = await sentAndSettled(events, () => commands.send(caller, input, actor), waitMs);
      const [device] = (await commands.detail(caller, result.commandid)).devices;
      return { result, device };
    },
    devicePort: deviceCommandPort(delivery),
    deliverThrough: async (link) => {
      await delivery.start(link);
      app.addHook('preClose', async () => {
        await delivery.close();
        await outcomes.idle();
      });
    },
  };
}
