import { defineConfig } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts'];

/**
 * The server's storage tests run on embedded PGlite always, and on PostgreSQL as well when
 * TEST_DATABASE_URL names a server (CI sets it when one answers).
 */
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], env: { TEST_STORE: 'pglite' } } },
      {
        test: { name: 'e2e', include: ['e2e/**/*.e2e.test.ts'], testTimeout: 60_000, fileParallelism: false },
      },
      { test: { name: 'server:pglite', include: serverTests, env: { TEST_STORE: 'pglite' } } },
      ...(process.env.TEST_DATABASE_URL
        ? [{ test: { name: 'server:postgres', include: serverTests, env: { TEST_STORE: 'postgres' } } }]
        : []),
    ],
  },
});
