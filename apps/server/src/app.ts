import type { FastifyInstance } from 'fastify';
import { bootstrap } from './bootstrap';
import type { Config } from './config';
import type { Store } from './db/client';
import { underSetupLock } from './db/migrate';
import { DemoInstallation } from './demo/demo-installation';
import { accountsModule } from './modules/accounts/accounts.module';
import { afterSalesModule } from './modules/after-sales/after-sales.module';
import { auditModule } from './modules/audit/audit.module';
import { authModule } from './modules/auth/auth.module';
import { type CaptchaGenerator, drawCaptcha } from './modules/auth/captcha.service';
import { brandsModule } from './modules/brands/brands.module';
import { type BroadcastsModule, broadcastsModule } from './modules/broadcasts/broadcasts.module';
import { camerasModule } from './modules/cameras/cameras.module';
import { campaignsModule } from './modules/campaigns/campaigns.module';
import { commandsModule } from './modules/commands/commands.module';
import { dashboardModule } from './modules/dashboard/dashboard.module';
import { devicesModule } from './modules/devices/devices.module';
import { excelModule } from './modules/excel/excel.module';
import { gatewaysModule } from './modules/gateways/gateways.module';
import { ledScreensModule } from './modules/led-screens/led-screens.module';
import { liveModule } from './modules/live/live.module';
import { loopControllersModule } from './modules/loop-controllers/loop-controllers.module';
import { manufacturersModule } from './modules/manufacturers/manufacturers.module';
import { mediaModule } from './modules/media/media.module';
import { menusModule } from './modules/menus/menus.module';
import { messagingModule } from './modules/messaging/messaging.module';
import { notificationsModule } from './modules/notifications/notifications.module';
import { programsModule } from './modules/programs/programs.module';
import { projectsModule } from './modules/projects/projects.module';
import { referenceModule } from './modules/reference/reference.module';
import { remindersModule } from './modules/reminders/reminders.module';
import { rolesModule } from './modules/roles/roles.module';
import { SettingsRepository } from './modules/settings/settings.repository';
import { statisticsModule } from './modules/statistics/statistics.module';
import { telemetryModule } from './modules/telemetry/telemetry.module';
import { wallDetailModule } from './modules/wall-detail/wall-detail.module';
import { wallLayoutsModule } from './modules/wall-layouts/wall-layouts.module';
import type { WarningMonitor } from './modules/warnings/warning-monitor';
import { warningsModule } from './modules/warnings/warnings.module';
import { weatherModule } from './modules/weather/weather.module';
import { EventBus } from './platform/event-bus';
import { createHttpApp } from './platform/http-app';
import type { ModuleParts, PlatformParts } from './platform/module-parts';
import { openPlatformBus } from './platform/platform-bus';
import { leaseSweeps } from './platform/sweep-lease';
import { installWebApp } from './platform/web-app';
import type { DeviceMessageSink } from './transport/device-messages';
import { installDeviceTransports } from './transport/device-transports';
import type { DeviceBroker } from './transport/mqtt/device-broker';

export interface BuildOptions {
  config: Config;
  store: Store;
  /** Overrides the logger, e.g. a silent one in tests. */
  logLevel?: string;
  /** The built web application; tests point this elsewhere. */
  webDist?: string;
  /** Where log lines go instead of stdout; tests read them. */
  logStream?: { write(line: string): void };
  now?: () => number;
  /** Where the device transports hand what devices report instead of the ingest; tests record it. */
  deviceSink?: DeviceMessageSink;
  /** Opens the device API's MQTT port (`npm start`); tests without an MQTT client leave it closed. */
  listenMqtt?: boolean;
  /** Draws the sign-in captchas; tests give one whose answer they know. */
  captchas?: CaptchaGenerator;
}

/** The platform: the HTTP app, and the device broker that other parts (commands, tests) reach devices through. */
export interface Platform {
  app: FastifyInstance;
  deviceBroker: DeviceBroker;
  events: EventBus;
  /** Applies the warning rules after each commit and sweeps for silent devices. */
  monitor: WarningMonitor;
  /**
   * Resolves once the device data received so far is stored and its warning rules applied, and
   * the messages sent so far (verification codes) are delivered or have failed.
   */
  settled(): Promise<void>;
  /** The demo installation that `npm start` fills and simulates (see demo/demo-fleet.ts). */
  demo: DemoInstallation;
  /** Audio broadcasts, whose sweep tests run with the clock moved on. */
  broadcasts: BroadcastsModule;
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  return (await buildPlatform(options)).app;
}

/**
 * The composition root: the order in which the modules are wired. Each module wires itself from
 * the platform's shared parts and the modules it builds on (see its `<domain>.module.ts`), so
 * that every dependency can be followed from here.
 */
export async function buildPlatform({
  config,
  store,
  logLevel,
  logStream,
  webDist,
  now = Date.now,
  deviceSink,
  listenMqtt = false,
  captchas = drawCaptcha,
}: BuildOptions): Promise<Platform> {
  const app = await createHttpApp(config, { level: logLevel ?? config.logLevel, stream: logStream });
  const bus = await openPlatformBus(config.redis, app.log);
  // The first onClose hook runs last: every module's events are out before the bus closes.
  app.addHook('onClose', () => bus.close());
  const emitter = bus.emitter;
  const platform: PlatformParts = {
    app,
    db: store.db,
    storeKind: store.kind,
    config,
    log: app.log,
    events: new EventBus(emitter),
    bus,
    settings: new SettingsRepository(store.db),
    // Routes of the modules wired before auth (audit, messaging) ask it once requests come.
    resolve: (token) => auth.resolve(token),
    sweepLease: await leaseSweeps(app, store),
    now,
  };
  const parts: ModuleParts = { ...platform, audit: auditModule(platform) };
  const messages = messagingModule(parts);
  const auth = await authModule(parts, { messages, captchas });
  await underSetupLock(store, () =>
    bootstrap({ config, log: app.log, db: store.db, settings: parts.settings, hasher: auth.hasher }),
  );

  const accounts = await accountsModule(parts, { auth });
  const menus = menusModule(parts, { auth });
  rolesModule(parts, { auth, menus });
  const reference = referenceModule(parts);
  brandsModule(parts);
  const notifications = notificationsModule(parts);
  const projects = projectsModule(parts, { accounts });
  const devices = devicesModule(parts, {
    auth,
    projects,
    // The telemetry module, wired next on the devices, keeps what each device reported last.
    latestOf: (deviceId) => telemetry.liveState.latestOf(deviceId),
  });
  const telemetry = await telemetryModule(parts, { devices });
  const weather = weatherModule(parts, { projects });
  const monitor = warningsModule(parts, { devices, telemetry, weather });
  const gateways = gatewaysModule(parts, { devices });
  const loopControllers = loopControllersModule(parts, { devices });
  const manufacturers = manufacturersModule(parts, { accounts, devices });
  excelModule(parts, { devices, reference, projects, manufacturers, notifications });
  statisticsModule(parts, { devices, telemetry });
  dashboardModule(parts, { devices });
  wallDetailModule(parts, { projects });
  liveModule(parts, { accounts, devices });
  afterSalesModule(parts, { accounts, notifications });
  remindersModule(parts, { notifications });
  wallLayoutsModule(parts, { devices });

  const commands = commandsModule(parts, { devices, projects, notifications });
  const cameras = await camerasModule(parts, { commands });
  const media = await mediaModule(parts, { auth, devices });
  const programs = programsModule(parts, { media, commands, devices });
  const campaigns = campaignsModule(parts, { commands, devices, telemetry });
  ledScreensModule(parts, { devices, lastPlays: campaigns.lastPlaysOf });
  const broadcasts = broadcastsModule(parts, { media, commands, devices, projects });
  weather.dimThrough(commands);
  const deviceBroker = await installDeviceTransports(app, {
    config,
    authenticate: (token) => devices.identities.byToken(token),
    children: (gatewayId, codes) => devices.identities.behindGateway(gatewayId, codes),
    sink: deviceSink ?? telemetry.ingest,
    commands: commands.devicePort,
    now,
    listen: listenMqtt,
    emitter,
    persistence: bus.brokerPersistence,
    shared: bus.shared,
  });
  devices.devices.onCredentialsRevoked((ids) => deviceBroker.revoke(ids));
  await commands.deliverThrough(deviceBroker);

  await installWebApp(app, webDist);

  return {
    app,
    deviceBroker,
    events: parts.events,
    monitor,
    broadcasts,
    settled: async () => {
      await telemetry.ingest.settled();
      await monitor.settled();
      await weather.settled();
      await messages.settled();
    },
    demo: new DemoInstallation({
      log: app.log,
      db: store.db,
      settings: parts.settings,
      accounts: accounts.accounts,
      projects: projects.projects,
      groups: projects.groups,
      devices: devices.devices,
      gateways,
      loopControllers,
      weatherThresholds: weather.thresholds,
      cameras: cameras.cameras,
      identities: devices.identities,
      advertising: { media: media.media, programs: programs.programs, campaigns: campaigns.campaigns },
    }),
  };
}
