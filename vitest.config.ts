import { defineConfig } from 'vitest/config';

// One root test run over every workspace; tests sit beside the code they cover.
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'packages/*/src/**/*.test.tsx', 'apps/*/src/**/*.test.ts', 'sites/*/src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // The date helpers and the query string codec load in their own chunks; tests run with them loaded, as the server does.
    setupFiles: ['packages/formula/src/testing/loadHelpers.ts', 'packages/runtime-core/src/testing/loadQueryCodec.ts'],
  },
});
