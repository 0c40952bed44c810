import type { DeviceLiveState } from '@lamplighter/contract';
import type { ModuleParts } from '../../platform/module-parts';
import { subtreeAccountIds } from '../../platform/scope';
import type { AuthModule } from '../auth/auth.module';
import type { ProjectsModule } from '../projects/projects.module';
import { DeviceColumns } from './device-columns';
import { deviceColumnRoutes } from './device-columns.routes';
import { DeviceFamiliesRepository } from './device-families.repository';
import { DeviceFamilies } from './device-families.service';
import { DeviceIdentities } from './device-identities';
import { DEFAULT_PRESENCE_SETTINGS, DevicePresence } from './device-presence';
import { DevicesQueries } from './devices.queries';
import { DevicesRepository } from './devices.repository';
import { deviceRoutes } from './devices.routes';
import { DevicesService } from './devices.service';
import { PresenceRepository } from './presence.repository';

/** What other modules and the device transports use of the devices. */
export interface DevicesModule {
  devices: DevicesService;
  /** Reads other modules make of devices (the devices a command reaches). */
  queries: DevicesQueries;
  /** Run state, reported and derived from silence. */
  presence: DevicePresence;
  /** Who a device is by its token, and the lights a gateway speaks for. */
  identities: DeviceIdentities;
  /** What the gateways and loop-controllers modules build on. */
  families: DeviceFamilies;
}

/** The device inventory of every family, its run states, and the identities the device API checks. */
export function devicesModule(
  { app, db, config, events, audit, resolve, now }: ModuleParts,
  uses: {
    auth: AuthModule;
    projects: ProjectsModule;
    /** What a device reported last, shown with its detail (the telemetry module keeps it). */
    latestOf: (deviceId: number) => Promise<DeviceLiveState>;
  },
): DevicesModule {
  const repository = new DevicesRepository(db);
  const queries = new DevicesQueries(
    db,
    (caller) =>
      uses.auth.callers.accountView('subtree', caller.accountId, now(), () => subtreeAccountIds(db, caller)),
    events.invalidation,
  );
  const devices = new DevicesService(
    repository,
    queries,
    uses.projects.placements,
    audit,
    uses.latestOf,
    now,
  );

  // Run state, reported and derived (offline when silent); every change goes to the browsers.
  const presence = new DevicePresence(new PresenceRepository(db), repository, () => queries.forgetCounts(), {
    ...DEFAULT_PRESENCE_SETTINGS,
    offlineAfterMs: config.presence.offlineAfterMs,
  });
  presence.onChange((changes) => {
    for (const change of changes) {
      events.publish({
        type: 'device-state',
        accountId: change.accountId,
        data: { deviceid: change.deviceId, devicecode: change.code, runstate: change.runState },
      });
    }
  });

  deviceRoutes(app, resolve, devices);
  deviceColumnRoutes(app, resolve, new DeviceColumns(db, () => devices.today()));
  return {
    devices,
    queries,
    presence,
    identities: new DeviceIdentities(repository),
    families: new DeviceFamilies(repository, new DeviceFamiliesRepository(db), () => devices.today()),
  };
}
