import { defineConfig } from 'vitest/config';

// One root test run over every workspace; tests sit beside the code they cover.
const PLATFORM = ['packages/platform/src/**/*.test.ts', 'packages/payments/src/**/*.test.ts'];
const ALL = ['packages/*/src/**/*.test.ts', 'packages/*/src/**/*.test.tsx', 'apps/*/src/**/*.test.ts', 'sites/*/src/**/*.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    // A hook starts or stops a whole platform (PGlite and its migrations): seconds on a quiet machine, a minute and more
    // on a loaded one.
    hookTimeout: 120_000,
    pool: 'forks',
    projects: [
      // The platform and payments evaluate no formulas and build no runtime.
      { extends: true, test: { name: 'platform', include: PLATFORM } },
      {
        extends: true,
        test: {
          name: 'runtime',
          include: ALL,
          exclude: PLATFORM,
          // The date helpers, the formula parser and the query string codec load in their own chunks; these tests run
          // with them loaded, as the server does.
          setupFiles: ['packages/formula/src/testing/load-helpers.ts', 'packages/runtime-core/src/testing/load-query-codec.ts'],
        },
      },
    ],
  },
});
