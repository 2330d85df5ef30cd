// Entry of the export worker thread, plain ESM so it starts without a TypeScript loader (under vitest and
// `node --import tsx` alike): registers tsx for this import only, then runs the TypeScript module in workerData.module.
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

await tsImport(workerData.module, import.meta.url);
