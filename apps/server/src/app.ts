import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { bootstrap } from './bootstrap';
import type { Config } from './config';
import type { Store } from './db/client';
import { DemoInstallation } from './demo/demo-installation';
import { AccountsQueries } from './modules/accounts/accounts.queries';
import { AccountsRepository } from './modules/accounts/accounts.repository';
import { accountRoutes } from './modules/accounts/accounts.routes';
import { AccountsService } from './modules/accounts/accounts.service';
import { FaceLinks } from './modules/accounts/face-links';
import { ProfileRepository } from './modules/accounts/profile.repository';
import { profileRoutes } from './modules/accounts/profile.routes';
import { ProfileService } from './modules/accounts/profile.service';
import { AuditRepository } from './modules/audit/audit.repository';
import { auditRoutes } from './modules/audit/audit.routes';
import { AuditService } from './modules/audit/audit.service';
import { auditRefusedChanges } from './modules/audit/refused-changes';
import { AccessTokens } from './modules/auth/access-token';
import { authRoutes } from './modules/auth/auth.routes';
import { AuthService } from './modules/auth/auth.service';
import { CallerCache } from './modules/auth/caller-cache';
import { type CaptchaGenerator, CaptchaService, drawCaptcha } from './modules/auth/captcha.service';
import { CaptchasRepository } from './modules/auth/captchas.repository';
import { PasswordHasher } from './modules/auth/password-hasher';
import { PasswordResetService } from './modules/auth/password-reset.service';
import { limitPublicCalls } from './modules/auth/public-call-limit';
import { SessionRevoker } from './modules/auth/session-revoker';
import { SessionsRepository } from './modules/auth/sessions.repository';
import { SignInFailuresRepository } from './modules/auth/sign-in-failures.repository';
import { SignInGuard } from './modules/auth/sign-in-guard';
import { VerificationCodesRepository } from './modules/auth/verification-codes.repository';
import { VerificationCodesService } from './modules/auth/verification-codes.service';
import { BrandsRepository } from './modules/brands/brands.repository';
import { brandRoutes } from './modules/brands/brands.routes';
import { BrandsService } from './modules/brands/brands.service';
import { CommandDelivery } from './modules/commands/command-delivery';
import { CommandsRepository } from './modules/commands/commands.repository';
import { commandRoutes } from './modules/commands/commands.routes';
import { CommandsService } from './modules/commands/commands.service';
import { deviceCommandPort } from './modules/commands/device-command-port';
import { CommandTargets } from './modules/devices/command-targets';
import { DeviceIdentities } from './modules/devices/device-identities';
import { DEFAULT_PRESENCE_SETTINGS, DevicePresence } from './modules/devices/device-presence';
import { DevicesQueries } from './modules/devices/devices.queries';
import { DevicesRepository } from './modules/devices/devices.repository';
import { deviceRoutes } from './modules/devices/devices.routes';
import { DevicesService } from './modules/devices/devices.service';
import { FamilyRules } from './modules/devices/family-rules';
import { GatewaysRepository } from './modules/devices/gateways.repository';
import { gatewayRoutes } from './modules/devices/gateways.routes';
import { GatewaysService } from './modules/devices/gateways.service';
import { LightsRepository } from './modules/devices/lights.repository';
import { LoopCircuitsRepository } from './modules/devices/loop-circuits.repository';
import { loopControllerRoutes } from './modules/devices/loop-controllers.routes';
import { LoopControllersService } from './modules/devices/loop-controllers.service';
import { PresenceRepository } from './modules/devices/presence.repository';
import { excelRoutes } from './modules/excel/excel.routes';
import { ExcelExportService } from './modules/excel/excel-export.service';
import { ExcelImportService } from './modules/excel/excel-import.service';
import { EventAudience } from './modules/live/event-audience';
import { liveEventRoutes } from './modules/live/live-events.routes';
import { deviceBindingRoutes } from './modules/manufacturers/device-binding.routes';
import { DEFAULT_BIND_LIMITS, DeviceBindingService } from './modules/manufacturers/device-binding.service';
import { FactoryDevicesRepository } from './modules/manufacturers/factory-devices.repository';
import { FactoryDevicesService } from './modules/manufacturers/factory-devices.service';
import { ManufacturersRepository } from './modules/manufacturers/manufacturers.repository';
import { factoryDeviceRoutes, manufacturerRoutes } from './modules/manufacturers/manufacturers.routes';
import { ManufacturersService } from './modules/manufacturers/manufacturers.service';
import { MenusRepository } from './modules/menus/menus.repository';
import { menuRoutes } from './modules/menus/menus.routes';
import { MenusService } from './modules/menus/menus.service';
import { OutboxRepository } from './modules/messaging/outbox.repository';
import { outboxRoutes } from './modules/messaging/outbox.routes';
import { createMessageSender } from './modules/messaging/senders';
import { NotificationsRepository } from './modules/notifications/notifications.repository';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { NotificationsService } from './modules/notifications/notifications.service';
import { GroupsRepository } from './modules/projects/groups.repository';
import { GroupsService } from './modules/projects/groups.service';
import { Placements } from './modules/projects/placements';
import { ProjectsRepository } from './modules/projects/projects.repository';
import { projectRoutes } from './modules/projects/projects.routes';
import { ProjectsService } from './modules/projects/projects.service';
import { ReferenceRepository } from './modules/reference/reference.repository';
import { referenceRoutes } from './modules/reference/reference.routes';
import { RolesQueries } from './modules/roles/roles.queries';
import { RolesRepository } from './modules/roles/roles.repository';
import { roleRoutes } from './modules/roles/roles.routes';
import { RolesService } from './modules/roles/roles.service';
import { SettingsRepository } from './modules/settings/settings.repository';
import { statisticsRoutes } from './modules/statistics/statistics.routes';
import { StatisticsService } from './modules/statistics/statistics.service';
import { historyRoutes } from './modules/telemetry/history.routes';
import { HistoryService } from './modules/telemetry/history.service';
import { HistoryExportService } from './modules/telemetry/history-export.service';
import { HistoryPartitions } from './modules/telemetry/history-partitions';
import { LiveStateService } from './modules/telemetry/live-state.service';
import { TelemetryRepository } from './modules/telemetry/telemetry.repository';
import { DEFAULT_INGEST_SETTINGS, TelemetryIngest } from './modules/telemetry/telemetry-ingest';
import { TelemetryReportsRepository } from './modules/telemetry/telemetry-reports.repository';
import { TelemetryUpkeep } from './modules/telemetry/telemetry-upkeep';
import { collectReadings, WarningMonitor } from './modules/warnings/warning-monitor';
import { READING_KEYS } from './modules/warnings/warning-rules';
import { WarningsRepository } from './modules/warnings/warnings.repository';
import { warningRoutes } from './modules/warnings/warnings.routes';
import { WarningsService } from './modules/warnings/warnings.service';
import { installBodyParsers, parseForm } from './platform/body-parsers';
import type { Caller } from './platform/caller';
import { clientErrorHandler, expectationFailed, frameworkErrors } from './platform/client-errors';
import { installErrorHandler } from './platform/error-handler';
import { createEmitter, EventBus } from './platform/event-bus';
import { AccessLog, loggerOptions } from './platform/logger';
import { installOpenApi } from './platform/openapi';
import type { CallerResolver } from './platform/routes';
import { subtreeAccountIds } from './platform/scope';
import { installSecurityHeaders } from './platform/security-headers';
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
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  return (await buildPlatform(options)).app;
}

/**
 * The composition root: store -> repositories -> services -> routes, spelled out so that every
 * dependency can be followed by reading this one function.
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
  const app = Fastify({
    logger: loggerOptions(logLevel ?? config.logLevel, logStream),
    logController: new AccessLog(),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    routerOptions: { querystringParser: parseForm },
    clientErrorHandler,
    frameworkErrors,
  });
  app.server.on('checkExpectation', expectationFailed);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installSecurityHeaders(app, { tileUrl: config.map.tileUrl });
  await installBodyParsers(app, { fileBytes: config.faceMaxBytes });
  await installOpenApi(app, config.passwordPolicy);

  const { db } = store;
  const settings = new SettingsRepository(db);
  const accountsRepository = new AccountsRepository(db);
  const rolesRepository = new RolesRepository(db);
  const menusRepository = new MenusRepository(db);
  const referenceRepository = new ReferenceRepository(db);
  const sessionsRepository = new SessionsRepository(db);
  const auditRepository = new AuditRepository(db);
  const brandsRepository = new BrandsRepository(db);

  const hasher = new PasswordHasher();
  await bootstrap({
    config,
    log: app.log,
    settings,
    roles: rolesRepository,
    menus: menusRepository,
    accounts: accountsRepository,
    reference: referenceRepository,
    brands: brandsRepository,
    hasher,
  });

  const audit = new AuditService(auditRepository, app.log);
  auditRefusedChanges(app, audit);
  const outbox = new OutboxRepository(db);
  const messages = createMessageSender(config, outbox, app.log);
  // Messages still on their way are delivered before the store closes.
  app.addHook('onClose', async () => messages.settled());
  const codes = new VerificationCodesService(
    new VerificationCodesRepository(db),
    messages,
    await settings.getOrCreate('code_hash_key', AccessTokens.generateKey),
    now,
  );
  const tokens = new AccessTokens(
    await settings.getOrCreate('token_signing_key', AccessTokens.generateKey),
    now,
  );
  const callerCache = new CallerCache();
  const revoker = new SessionRevoker(sessionsRepository, callerCache);
  const captchaService = new CaptchaService(
    new CaptchasRepository(db),
    captchas,
    config.signInGuard.captchaTtlMs,
    now,
  );
  const auth = new AuthService(
    accountsRepository,
    sessionsRepository,
    revoker,
    callerCache,
    tokens,
    hasher,
    audit,
    new SignInGuard(new SignInFailuresRepository(db), config.signInGuard, now),
    captchaService,
    {
      accessTtlSeconds: config.accessTokenTtl,
      refreshTtlSeconds: config.refreshTokenTtl,
      signInAttemptsPerMinute: config.signInAttemptsPerMinute,
    },
    now,
  );
  const resolve: CallerResolver = (token) => auth.resolveCaller(token);
  const accounts = new AccountsService(
    accountsRepository,
    new AccountsQueries(db),
    hasher,
    revoker,
    audit,
    config.passwordPolicy,
    now,
  );

  const passwordReset = new PasswordResetService(
    accountsRepository,
    codes,
    hasher,
    revoker,
    audit,
    config.passwordPolicy,
  );
  const profile = new ProfileService(
    new ProfileRepository(db),
    accountsRepository,
    codes,
    hasher,
    revoker,
    callerCache,
    audit,
    new FaceLinks(
      await settings.getOrCreate('face_link_key', AccessTokens.generateKey),
      config.faceLinkTtlMs,
      now,
    ),
    { policy: config.passwordPolicy, faceMaxBytes: config.faceMaxBytes, map: config.map },
    now,
  );

  const menus = new MenusService(menusRepository, revoker, audit);
  const roles = new RolesService(
    rolesRepository,
    new RolesQueries(db),
    (ids) => menus.missing(ids),
    revoker,
    audit,
  );

  const projectsRepository = new ProjectsRepository(db);
  const groupsRepository = new GroupsRepository(db);
  const projects = new ProjectsService(
    projectsRepository,
    async (caller, id) => void (await accounts.detail(caller, id)),
    audit,
  );
  const groups = new GroupsService(groupsRepository, projectsRepository, audit);
  const telemetryRepository = new TelemetryRepository(db);
  const liveState = new LiveStateService(telemetryRepository);
  const emitter = createEmitter();
  const events = new EventBus(emitter);
  const devicesRepository = new DevicesRepository(db);
  const devicesQueries = new DevicesQueries(db, (caller) =>
    callerCache.accountView('subtree', caller.accountId, now(), () => subtreeAccountIds(db, caller)),
  );
  const devices = new DevicesService(
    devicesRepository,
    devicesQueries,
    new Placements(projectsRepository, groupsRepository),
    audit,
    (deviceId) => liveState.latestOf(deviceId),
    now,
  );

  // Run state, reported and derived (offline when silent); every change goes to the browsers.
  const presence = new DevicePresence(
    new PresenceRepository(db),
    devicesRepository,
    () => devicesQueries.forgetCounts(),
    { ...DEFAULT_PRESENCE_SETTINGS, offlineAfterMs: config.presence.offlineAfterMs },
  );
  presence.onChange((changes) => {
    for (const change of changes) {
      events.publish({
        type: 'device-state',
        accountId: change.accountId,
        data: { deviceid: change.deviceId, devicecode: change.code, runstate: change.runState },
      });
    }
  });

  // Device data: the transports hand what devices send to the ingest, the sink of
  // transport/device-messages.ts; the upkeep keeps the history's monthly partitions and retention.
  const historyPartitions = new HistoryPartitions(db);
  const telemetryIngest = new TelemetryIngest(
    telemetryRepository,
    historyPartitions,
    { setRunStates: (states) => presence.reported(states) },
    app.log,
    {
      ...DEFAULT_INGEST_SETTINGS,
      retentionDays: config.telemetryRetentionDays,
      // The embedded store has one connection: a second batch would only wait for it.
      concurrency: store.kind === 'pglite' ? 1 : DEFAULT_INGEST_SETTINGS.concurrency,
    },
    now,
  );
  const telemetryReports = new TelemetryReportsRepository(db);
  const telemetryUpkeep = new TelemetryUpkeep(
    historyPartitions,
    config.telemetryRetentionDays,
    app.log,
    now,
    {
      dropBefore: (cutoff) => telemetryReports.dropEnergyBefore(cutoff),
    },
  );
  await telemetryUpkeep.start();

  // Warnings: the rules run after each commit of device data, the offline rule after each sweep.
  const warningsRepository = new WarningsRepository(db);
  const monitor = new WarningMonitor(
    {
      readings: async (ids) =>
        collectReadings(await liveState.numbersOf(ids, READING_KEYS, ['reportInterval'])),
      heard: (heard, at) => presence.heard(heard, at),
      sweep: (at) => presence.sweep(at),
      publish: (accountId, data) => events.publish({ type: 'warning', accountId, data }),
      publishReport: (accountId, deviceids) =>
        events.publish({ type: 'report', accountId, data: { deviceids } }),
    },
    warningsRepository,
    app.log,
    now,
  );
  telemetryIngest.onCommitted((report) =>
    monitor.committed(
      report.devices.map((device) => device.deviceId),
      report.at,
    ),
  );
  monitor.start(config.presence.sweepMs);
  app.addHook('onClose', async () => {
    telemetryUpkeep.stop();
    await telemetryIngest.close();
    await monitor.stop();
  });
  const familyRules = new FamilyRules(devicesRepository, new LightsRepository(db));
  const gateways = new GatewaysService(devices, familyRules, new GatewaysRepository(db), audit);
  const loopControllers = new LoopControllersService(
    devices,
    familyRules,
    new LoopCircuitsRepository(db),
    audit,
  );

  const manufacturersRepository = new ManufacturersRepository(db);
  const factoryDevicesRepository = new FactoryDevicesRepository(db);
  const manufacturers = new ManufacturersService(
    manufacturersRepository,
    factoryDevicesRepository,
    async (caller, id) => (await accountsRepository.findInSubtree(caller.path, id)) !== undefined,
    audit,
  );
  const factoryDevices = new FactoryDevicesService(
    factoryDevicesRepository,
    manufacturersRepository,
    (code) => devices.codeInUse(code),
    audit,
  );
  const binding = new DeviceBindingService(
    factoryDevicesRepository,
    devices,
    audit,
    DEFAULT_BIND_LIMITS,
    now,
  );

  const excelCatalogue = {
    deviceTypes: async () => await referenceRepository.deviceTypes(),
    communicationTypes: async () =>
      (await referenceRepository.communicationTypes()).map((type) => ({ ...type, id: type.code })),
    projectTree: (caller: Caller) => projects.tree(caller),
    manufacturers: (caller: Caller) => manufacturersRepository.visibleOptions(caller),
  };

  const warnings = new WarningsService(warningsRepository);
  const notifications = new NotificationsService(new NotificationsRepository(db));
  notifications.onCreated((notification) =>
    events.publish({
      type: 'notification',
      accountId: notification.accountId,
      data: { id: notification.id, notificationtitle: notification.title },
    }),
  );

  limitPublicCalls(app, resolve, config.publicCallsPerMinute, now);
  authRoutes(app, resolve, auth, passwordReset, config.webClient, captchaService);
  roleRoutes(app, resolve, roles);
  menuRoutes(app, resolve, menus);
  warningRoutes(app, resolve, warnings);
  notificationRoutes(app, resolve, notifications);
  liveEventRoutes(
    app,
    resolve,
    events,
    new EventAudience(async (accountId) => (await accountsRepository.principal(accountId))?.path),
    (caller, id) => devices.locate(caller, { id }),
    config.live,
  );
  brandRoutes(app, resolve, new BrandsService(brandsRepository, audit));
  profileRoutes(app, resolve, profile);
  outboxRoutes(app, resolve, outbox);
  accountRoutes(app, resolve, accounts);
  referenceRoutes(app, resolve, referenceRepository);
  auditRoutes(app, resolve, audit);
  manufacturerRoutes(app, resolve, manufacturers);
  factoryDeviceRoutes(app, resolve, factoryDevices);
  projectRoutes(app, resolve, projects, groups);
  deviceRoutes(app, resolve, devices);
  excelRoutes(
    app,
    resolve,
    new ExcelImportService(devices, excelCatalogue, audit),
    new ExcelExportService(devices, excelCatalogue),
  );
  gatewayRoutes(app, resolve, gateways);
  loopControllerRoutes(app, resolve, loopControllers);
  deviceBindingRoutes(app, resolve, binding);
  const locateDevice = (caller: Caller, key: { id?: number; devicecode?: string }) =>
    devices.locate(caller, key);
  historyRoutes(
    app,
    resolve,
    new HistoryService(telemetryRepository, locateDevice, now),
    new HistoryExportService(telemetryReports, locateDevice, now),
  );
  statisticsRoutes(
    app,
    resolve,
    new StatisticsService(
      {
        lights: (caller, filter) => devices.listAll(caller, filter),
        locate: locateDevice,
        energy: (query) => telemetryReports.energy(query),
      },
      now,
    ),
  );

  const identities = new DeviceIdentities(devicesRepository);
  const commandsRepository = new CommandsRepository(db);
  const delivery = new CommandDelivery(commandsRepository, {
    publish: (event) => events.publish(event),
    setUpgrading: (ids, upgrading) => presence.upgrading(ids, upgrading),
    log: app.log,
    now,
  });
  const deviceBroker = await installDeviceTransports(app, {
    config,
    authenticate: (token) => identities.byToken(token),
    children: (gatewayId, codes) => identities.behindGateway(gatewayId, codes),
    sink: deviceSink ?? telemetryIngest,
    commands: deviceCommandPort(delivery),
    now,
    listen: listenMqtt,
    emitter,
  });
  devices.onCredentialsRevoked((ids) => deviceBroker.revoke(ids));
  // Commands travel on the broker; they stop before it closes.
  await delivery.start(deviceBroker);
  app.addHook('preClose', async () => delivery.close());
  const commandTargets = new CommandTargets(db);
  commandRoutes(
    app,
    resolve,
    new CommandsService(
      commandsRepository,
      {
        byCodes: (caller, codes) => commandTargets.byCodes(caller, codes),
        inGroup: (caller, id) => commandTargets.inGroup(caller, id),
        inProject: (caller, id) => commandTargets.inProject(caller, id),
        groupName: async (caller, id) => (await groups.detail(caller, id)).name,
        projectName: async (caller, id) => (await projects.detail(caller, id)).name,
      },
      delivery,
      audit,
      now,
    ),
  );

  await installWebApp(app, webDist);

  const settled = async () => {
    await telemetryIngest.settled();
    await monitor.settled();
    await messages.settled();
  };
  const demo = new DemoInstallation({
    log: app.log,
    settings,
    accountsRepository,
    roles: rolesRepository,
    accounts,
    projects,
    groups,
    devices,
    gateways,
    loopControllers,
    identities,
  });

  return { app, deviceBroker, events, monitor, settled, demo };
}
