// The manual importer: manifests and folders, pdfjs-dist text extraction, and the import run.
export { importItems, readManifest, ManifestError } from './manifest';
export type { ImportItem } from './manifest';
export { extractPdfText, looksLikePdf, UnreadablePdfError } from './extract-text';
export type { UnreadableReason } from './extract-text';
export { runImport } from './run-import';
export type { ImportReport, ImportProgress, FailureReason } from './run-import';
export { openImportTarget } from './open-target';
export type { ImportTarget } from './open-target';
