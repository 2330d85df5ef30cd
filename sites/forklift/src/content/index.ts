// The portal's content: code normalisation, the sample library and its loader.
export { normalizeCode, looksLikeCode, readCode } from './code-reader';
export type { CodeReading } from './code-reader';
export { contentIsEmpty, loadSampleContent, missingSampleFiles, restoreSampleFiles } from './load-sample';
export type { ManualUploader, SampleLoadReport, LoadSampleOptions } from './load-sample';
export { storageApiUploader, MANUALS_BUCKET } from './storage-uploader';
export type { InjectTarget } from './storage-uploader';
export { generateSampleLibrary, renderManual, SAMPLE_GENERATOR_VERSION } from './sample/generate';
export type { SampleLibrary } from './sample/generate';
export type { SampleManual, SampleErrorCode, SampleBrand, SampleSeries, SampleModel, LaidOutPage, PageRef } from './sample/types';
