import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          // Makes the embedded database's template once, before the workers load it.
          globalSetup: ['test/helpers/prepare-template.ts'],
          // Test files of one worker share one database (see test/helpers/test-database.ts).
          isolate: false,
          fileParallelism: true,
          maxWorkers: 2,
          // A project with its own maxWorkers runs in a group of its own, after the others.
          sequence: { groupOrder: 1 },
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
