import { defineConfig } from 'vitest/config';

/**
 * The server's test files run one after another in a worker that keeps its imports (`isolate:
 * false`): each file opens its own store and platform, and no module keeps state that one file
 * could leave to the next, so the app graph is imported once per worker instead of once per file
 * (server:pglite alone: 395 s isolated with one worker, 132 s so with two).
 */
const serverTests = { include: ['apps/server/src/**/*.test.ts'], isolate: false };
/** Migrates and bootstraps a store once per run; each test file copies it (see the file). */
const storeTemplates = ['apps/server/src/test/store-templates.global-setup.ts'];

/** Each project takes the root's timeouts (`extends: true`) and adds its own files and setting. */
function project(test: Record<string, unknown>) {
  return { extends: true as const, test };
}

/**
 * The server's storage tests run on embedded PGlite always, and on PostgreSQL as well when
 * TEST_DATABASE_URL names a server (CI sets it when one answers). The browser tests run one file
 * at a time against a started platform. Component tests (`*.test.tsx`) render in happy-dom against
 * the real server.
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on CI's two. A test file mostly
    // waits on a thread or process of its own (PGlite's thread, a started platform, Chromium): with
    // two at a time the two cores were busy 1.2 of 2 on average, so three files run at once.
    maxWorkers: 3,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      project({ name: 'contract', include: ['packages/contract/src/**/*.test.ts'] }),
      project({ name: 'simulator', include: ['packages/simulator/src/**/*.test.ts'] }),
      project({
        name: 'web',
        include: ['apps/web/src/**/*.test.ts'],
        // Logic files that import much and run little: imported once per worker, the 88 files took
        // 40 s of processor instead of 78. The rendered ones (web:dom) keep their own document each.
        isolate: false,
        env: { TEST_STORE: 'pglite' },
        globalSetup: storeTemplates,
      }),
      project({
        name: 'web:dom',
        include: ['apps/web/src/**/*.test.tsx'],
        environment: 'happy-dom',
        env: { TEST_STORE: 'pglite' },
        globalSetup: storeTemplates,
      }),
      project({
        name: 'e2e',
        include: ['e2e/**/*.e2e.test.ts'],
        setupFiles: ['e2e/failure-screenshots.ts'],
        // The platforms the browser tests start begin from the run's migrated embedded store.
        env: { TEST_STORE: 'pglite' },
        globalSetup: [...storeTemplates, 'e2e/shared-platforms.global-setup.ts'],
        testTimeout: 90_000,
        // A browser test that fails once is run again: on two loaded cores a page sometimes misses a
        // wait it makes alone. A test that passed only so is named in CI's summary (.ci/summary.mjs),
        // so the flaky stay in sight instead of failing a whole run.
        retry: 1,
      }),
      project({
        name: 'server:pglite',
        ...serverTests,
        env: { TEST_STORE: 'pglite' },
        globalSetup: storeTemplates,
      }),
      ...(process.env.TEST_DATABASE_URL
        ? [
            project({
              name: 'server:postgres',
              ...serverTests,
              env: { TEST_STORE: 'postgres' },
              globalSetup: storeTemplates,
            }),
          ]
        : []),
    ],
  },
});
