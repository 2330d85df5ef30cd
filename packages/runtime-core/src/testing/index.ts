// @kit/runtime-core/testing: helpers for other packages' tests, kept off the main entry.
export { createTestRuntime } from './testRuntime';
export type { TestRuntime, TestRuntimeOptions } from './testRuntime';
