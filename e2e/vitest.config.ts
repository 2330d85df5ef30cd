import { defineConfig } from 'vitest/config';

// Browser journeys: one server for the run (global setup), Chromium per file, screenshots on failure.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
