import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { templateDataDir } from '../apps/server/src/test/store-templates';
import { demoFleetOptions } from './demo-fleet';
import { type RunningPlatform, SHARED_ADDRESS_LIMITS, startPlatform } from './platform';

/**
 * Starts as many platforms as test files run at once, for the browser tests that can share one
 * (see `sharedPlatform`), and one with the demo fleet live for the large screens (see
 * `demoFleetPlatform`), on the run's migrated embedded store, and stops them after the run. Runs
 * after the store templates' global set-up, which provides that store.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const pgliteTemplate = templateDataDir(project.getProvidedContext().storeTemplates, 'migrated');
  const leases = fs.mkdtempSync(path.join(os.tmpdir(), 'lamplighter-e2e-leases-'));
  const demo = await demoFleetOptions(pgliteTemplate);
  const started = await Promise.allSettled([
    startPlatform({ ...demo, env: { ...demo.env, ...SHARED_ADDRESS_LIMITS } }),
    ...Array.from({ length: project.vitest.config.maxWorkers }, () =>
      startPlatform({ store: 'pglite', pgliteTemplate, env: SHARED_ADDRESS_LIMITS }),
    ),
  ]);
  const platforms = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = async () => {
    await Promise.all(platforms.map((platform: RunningPlatform) => platform.stop()));
    fs.rmSync(leases, { recursive: true, force: true });
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  const leased = platforms.map((platform, index) => ({
    url: platform.url,
    lease: path.join(leases, `platform-${index}`),
  }));
  project.provide(
    'demoPlatforms',
    leased.slice(0, 1).map((platform) => ({ ...platform, mqttPort: demo.mqttPort })),
  );
  project.provide('sharedPlatforms', leased.slice(1));
  return stopAll;
}
