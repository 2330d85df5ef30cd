// @kit/site-forklift: the forklift portal site — its publication (design, renderer, data sets), registry and migrations.
export { forkliftMigrations, forkliftMigrationsDir } from './migrations';
export { forkliftFunctionsDir } from './functions-dir';
export { forkliftPublication } from './publication';
export type { ForkliftPublicationOptions } from './publication';
export { buildForkliftSite, FORKLIFT_CACHE_VERSION } from './design/site';
export { forkliftRegistry } from './elements';
export { contentIsEmpty, loadSampleContent, missingSampleFiles, restoreSampleFiles, normalizeCode, storageApiUploader, MANUALS_BUCKET } from './content';
export type { ManualUploader, SampleLoadReport } from './content';
