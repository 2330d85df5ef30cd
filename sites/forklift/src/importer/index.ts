// The manual importer: manifests and folders, pdfjs-dist text extraction, and the import run.
export { importItems } from './manifest';
export { extractPdfText } from './extract-text';
export { runImport } from './run-import';
