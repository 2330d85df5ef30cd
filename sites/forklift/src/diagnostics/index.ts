// Diagnostics (server side): the diagnose function's handler, its engines and the shared event shapes.
export { createDiagnoseHandler } from './handler';
export type { DiagnoseHandlerOptions } from './handler';
export { extractiveEngine } from './extractive-engine';
export { createLlmEngine } from './llm-engine';
export { engineFromEnv } from './engine-from-env';
export type { DiagnosticEngine, EngineInput } from './engine';
export { normalizeCode, codeDigitsKey } from './code-normalize';
export { createEventParser, readEvents, encodeEvent } from './sse';
export type * from './types';
