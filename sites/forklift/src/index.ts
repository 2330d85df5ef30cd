// @kit/site-forklift: the forklift portal site — its publication (design, renderer, data sets), registry and migrations.
export { forkliftMigrations, forkliftMigrationsDir } from './migrations';
export { forkliftFunctionsDir } from './functions-dir';
export { forkliftPublication } from './publication';
export type { ForkliftPublicationOptions } from './publication';
export { buildForkliftSite, FORKLIFT_CACHE_VERSION } from './design/site';
export { forkliftRegistry } from './elements';
// From the modules themselves, not content/index: the generator (and pdf-lib) load only when content is generated.
export { contentIsEmpty, loadSampleContent, missingSampleFiles, restoreSampleFiles } from './content/load-sample';
export type { ManualUploader, SampleLoadReport } from './content/load-sample';
export { normalizeCode } from './content/code-reader';
export { storageApiUploader, MANUALS_BUCKET } from './content/storage-uploader';
