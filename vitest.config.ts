import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          exclude: ['src/**/*.api.test.ts', 'node_modules/**'],
          environment: 'node',
          // A few unit tests do real work (a 300-page PDF drawn and read back, property runs): on a loaded machine
          // they need more than vitest's 5 s, and no test may depend on an idle machine (design.md §9).
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['src/**/*.api.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          globalSetup: ['e2e/global-setup.ts'],
          // expect.poll waits 1 s by default: a page on a loaded machine (CI's 2 cores) may take longer to show
          // what it shows; a wrong answer still fails, only later.
          expect: { poll: { timeout: 15_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
