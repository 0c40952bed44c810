import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openStore } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { migrate } from './db/migrate';

async function main(): Promise<void> {
  const config = loadConfig();
  const store = await openStore(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  await migrate(store);
  const app = await buildApp({ config, store, listenMqtt: true });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    await app.close();
    await store.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      store: store.kind === 'pglite' ? path.join(config.dataDir, 'pgdata') : 'postgresql',
      api: `http://localhost:${config.port}/prod-api`,
      docs: `http://localhost:${config.port}/prod-api/docs`,
    },
    'Lamplighter is running',
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(`lamplighter: ${error.message}`);
  } else {
    console.error('lamplighter: could not start', error);
  }
  process.exit(1);
});
