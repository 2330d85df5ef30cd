// Diagnostics (server side): the diagnose function's handler, its engine chosen from the environment, and the event shapes.
export { createDiagnoseHandler } from './handler';
export { engineFromEnv } from './engine-from-env';
export type * from './types';
