export { startTestPlatform, sqlMigration, TEST_JWT_SECRET } from './start-test-platform';
export type { TestPlatform, StartTestPlatformOptions } from './start-test-platform';
export { createTestDatabase, testBackends } from './databases';
export type { TestBackend, TestDatabase } from './databases';
export { startTestS3Server } from './s3-server';
export type { TestS3Server } from './s3-server';
