/** Public surface of @kit/runtime-core (part 1): reactivity, variables, formulas in context, workflows, services. */
export { signal, computed, effect, batch, untracked } from './reactive/signal';
export type { ReadonlySignal, WritableSignal, SignalOptions } from './reactive/signal';
export { createReactiveRecord } from './reactive/reactiveRecord';
export type { ReactiveRecord } from './reactive/reactiveRecord';

export { RuntimeCoreError, VariableError, WorkflowError, isRuntimeCoreError } from './errors';
export type { RuntimeErrorJSON } from './errors';
export {
  ACTION_MESSAGES,
  VARIABLE_MESSAGES,
  WORKFLOW_ERROR_LOG,
  langNotInPageMessage,
  collectionFetchFailedMessage,
} from './messages';
export type { ActionMessageCode, VariableMessageCode } from './messages';

export { createVariableStore, variableStorageKey, queryParamName } from './variables/store';
export type { VariableStore, VariableStoreOptions } from './variables/store';
export { coerceVariableValue } from './variables/coerce';
export { applyArrayUpdate } from './variables/arrayUpdate';
export { setByPath } from './variables/path';
export { ARRAY_UPDATE_TYPES } from './variables/types';
export type { VariableDefinition, VariableType, ArrayUpdateType, VariableUpdateOptions } from './variables/types';

export { createFormulaRuntime } from './formulas/formulaRuntime';
export type { FormulaRuntime, FormulaRuntimeOptions, LocalScope } from './formulas/formulaRuntime';

export { WorkflowEngine } from './workflows/engine';
export type { WorkflowEngineOptions } from './workflows/engine';
export { createActionRegistry } from './workflows/registry';
export type { ActionRegistry } from './workflows/registry';
export { GENERIC_ACTIONS, createDefaultActionRegistry } from './workflows/actions/index';
export { createWorkflowRepository, WORKFLOW_TRIGGERS, isAppTrigger } from './workflows/repository';
export type { WorkflowRepository, WorkflowTrigger } from './workflows/repository';
export { detectInfiniteLoop, MAX_WORKFLOW_REPEATS } from './workflows/callstack';
export { toErrorObject } from './workflows/errorObject';
export type { ErrorObject } from './workflows/errorObject';
export type {
  ActionContext,
  ActionDefinition,
  ActionHandler,
  ActionRecord,
  BranchDefinition,
  ChainControl,
  ChainOutcome,
  ExecuteOptions,
  LoopState,
  RuntimeContext,
  RuntimeServices,
  WorkflowDefinition,
  WorkflowOutcome,
  WorkflowResults,
} from './workflows/types';

export type {
  CollectionService,
  CollectionState,
  ElementContext,
  ElementService,
  LanguageService,
  NavigationService,
  NavigationTarget,
  OpenedPopup,
  PageInfo,
  PopupService,
  ThemeName,
  ThemeService,
} from './services/types';
export {
  createMemoryNavigation,
  createMemoryCollections,
  createMemoryPopups,
  createMemoryLanguage,
  createMemoryTheme,
  createMemoryElements,
  createPopupId,
} from './services/memoryServices';
export type {
  MemoryNavigation,
  MemoryCollections,
  MemoryPopups,
  MemoryElements,
  CollectionFetcher,
  ElementActionHandler,
} from './services/memoryServices';
export { createCustomCodeRegistry } from './services/customCode';
export type { CustomCodeRegistry, CustomCodeFunction, CustomCodeInput } from './services/customCode';

export { createConsoleLogger, createMemoryLogger } from './adapters/logger';
export type { Logger, LogLevel, LogEntry, MemoryLogger } from './adapters/logger';
export { createMemoryStorage, browserLocalStorage } from './adapters/storage';
export type { KeyValueStorage } from './adapters/storage';
export { createMemoryUrl, browserUrl } from './adapters/url';
export type { UrlAdapter } from './adapters/url';
export { realTimers, createInstantTimers } from './adapters/timers';
export type { Timers } from './adapters/timers';
export {
  browserClipboard,
  browserGeolocation,
  createMemoryClipboard,
  createFixedGeolocation,
} from './adapters/device';
export type { ClipboardAdapter, GeolocationAdapter, GeoPosition } from './adapters/device';
export {
  createHttpFileService,
  createMemoryFileService,
  sanitizeUploadName,
  sanitizeDownloadName,
  blobToDataUrl,
  base64ToBlob,
} from './adapters/files';
export type {
  FileService,
  FetchedFile,
  HttpFileServiceOptions,
  MemoryFileService,
  RuntimeFile,
  UploadedFile,
  UploadOptions,
} from './adapters/files';

export { createRuntime } from './runtime';
export type { Runtime, RuntimeOptions } from './runtime';
export { createTestRuntime } from './testing/testRuntime';
export type { TestRuntime, TestRuntimeOptions } from './testing/testRuntime';
