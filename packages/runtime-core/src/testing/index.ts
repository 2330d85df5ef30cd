// @kit/runtime-core/testing: helpers for other packages' tests, kept off the main entry.
export { createTestRuntime } from './test-runtime';
export type { TestRuntime, TestRuntimeOptions } from './test-runtime';
