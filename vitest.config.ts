import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['apps/server/src/**/*.test.ts', 'packages/*/src/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['apps/server/test/**/*.int.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 90_000,
          pool: 'forks',
          maxWorkers: 2,
        },
      },
      {
        // Long security checks (fuzzing every endpoint), run by `npm run test:security`.
        test: {
          name: 'security',
          environment: 'node',
          include: ['apps/server/test/security/**/*.sec.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 600_000,
          hookTimeout: 90_000,
          pool: 'forks',
          maxWorkers: 2,
        },
      },
    ],
  },
});
