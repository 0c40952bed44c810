import path from 'node:path';
import { buildPlatform } from './app';
import { ConfigError, loadConfig } from './config';
import { openStore } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { migrate } from './db/migrate';
import { type DemoFleet, startDemoFleet } from './demo/demo-fleet';
import { guardProcess } from './platform/last-resort';
import { loggableError } from './platform/loggable-error';

async function main(): Promise<void> {
  const config = loadConfig();
  const store = await openStore(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, maxConnections: config.databasePoolSize }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  await migrate(store);
  const { app, deviceBroker, demo } = await buildPlatform({ config, store, listenMqtt: true });
  let demoFleet: DemoFleet | undefined;
  let stopping = false;
  const stop = async (reason: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ reason }, 'stopping');
    let code = exitCode;
    try {
      await demoFleet?.stop();
      await app.close();
      await store.close();
    } catch (error) {
      app.log.error({ err: error }, 'the platform did not stop cleanly');
      code = 1;
    }
    process.exit(code);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  guardProcess({
    log: app.log,
    stop,
    stopDeadlineMs: 15_000,
    exit: (code) => process.exit(code),
    events: process,
  });
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      store: store.kind === 'pglite' ? path.join(config.dataDir, 'pgdata') : 'postgresql',
      api: `http://localhost:${config.port}/prod-api`,
      docs: `http://localhost:${config.port}/prod-api/docs`,
    },
    'Lamplighter is running',
  );
  if (config.simulator && !stopping) {
    // Any address the broker listens on is reachable from this process through the loopback.
    const host = ['0.0.0.0', '::'].includes(config.host) ? '127.0.0.1' : config.host;
    const address = host.includes(':') ? `[${host}]` : host;
    demoFleet = startDemoFleet({
      installation: demo,
      dataDir: config.dataDir,
      broker: `mqtt://${address}:${deviceBroker.port}`,
      deviceApi: `http://${address}:${config.port}`,
      log: app.log,
      historyDays: config.demoHistoryDays,
      retentionDays: config.telemetryRetentionDays,
      cameras: { video: config.demoCameraVideo, ffmpegPath: config.cameras.ffmpegPath },
    });
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(`lamplighter: ${error.message}`);
  } else {
    console.error('lamplighter: could not start', loggableError(error));
  }
  process.exit(1);
});
