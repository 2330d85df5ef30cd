export { startTestPlatform, sqlMigration, TEST_JWT_SECRET } from './start-test-platform';
export type { TestPlatform, StartTestPlatformOptions } from './start-test-platform';
export { createTestDatabase, testBackends } from './databases';
export type { TestBackend, TestDatabase } from './databases';
