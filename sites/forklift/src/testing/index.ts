// @kit/site-forklift/testing: the portal's test fixture — a platform with the sample content loaded, and users.
export { startForkliftPlatform } from './start-forklift-platform';
export type { ForkliftPlatform, StartForkliftPlatformOptions } from './start-forklift-platform';
export { createLoadedDatabase } from './content-template';
export type { LoadedDatabase } from './content-template';
export { createPortalUser, visitorClient, serviceClient } from './users';
export type { PortalUser, PortalRole, BrandId, PlatformHandle } from './users';
export { portalMigrations } from '../content/portal-migrations';
export { testBackends } from '@kit/platform/testing';
export type { TestBackend } from '@kit/platform/testing';
export { sampleManual, sampleCode } from './content-ids';
export type { SampleManualRef } from './content-ids';
