/**
 * Public surface of @kit/runtime-core: reactivity, variables, formulas in context, workflows, services (part 1);
 * design schema, navigation and guards, page loading, collections, the REST runtime, popups, progress bar, theme (part 2).
 */
export { signal, computed, effect, batch, untracked } from './reactive/signal';
export type { ReadonlySignal, WritableSignal, SignalOptions } from './reactive/signal';
export { createReactiveRecord } from './reactive/reactive-record';
export type { ReactiveRecord } from './reactive/reactive-record';

export { RuntimeCoreError, VariableError, WorkflowError, isRuntimeCoreError } from './errors';
export type { RuntimeErrorJSON } from './errors';
export { VARIABLE_MESSAGES } from './messages';
export type { VariableMessageCode } from './messages';
export { ACTION_MESSAGES, WORKFLOW_ERROR_LOG, langNotInPageMessage, collectionFetchFailedMessage } from './workflows/action-messages';
export type { ActionMessageCode } from './workflows/action-messages';
export { REST_MESSAGES, restListFailedMessage, restStreamHttpMessage } from './rest/messages';

export { createVariableStore, variableStorageKey, queryParamName } from './variables/store';
export { loadQueryCodec } from './variables/query-string';
export type { VariableStore, VariableStoreOptions } from './variables/store';
export { coerceVariableValue } from './variables/coerce';
export { applyArrayUpdate } from './variables/array-update';
export { setByPath } from './variables/path';
export { ARRAY_UPDATE_TYPES } from './variables/types';
export type { VariableDefinition, VariableType, ArrayUpdateType, VariableUpdateOptions } from './variables/types';

export { createFormulaRuntime } from './formulas/formula-runtime';
export type { FormulaRuntime, FormulaRuntimeOptions, LocalScope } from './formulas/formula-runtime';

export { WorkflowEngine } from './workflows/engine';
export type { WorkflowEngineOptions } from './workflows/engine';
export { createActionRegistry } from './workflows/registry';
export type { ActionRegistry } from './workflows/registry';
export { GENERIC_ACTION_TYPES, createDefaultActionRegistry, loadGenericActions } from './workflows/actions/index';
export { createWorkflowRepository, WORKFLOW_TRIGGERS, isAppTrigger } from './workflows/repository';
export type { WorkflowRepository, WorkflowTrigger } from './workflows/repository';
export { detectInfiniteLoop, MAX_WORKFLOW_REPEATS } from './workflows/callstack';
export { toErrorObject } from './workflows/error-object';
export type { ErrorObject } from './workflows/error-object';
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
} from './services/memory-services';
export { createPopupId } from './services/popup-id';
export type {
  MemoryNavigation,
  MemoryCollections,
  MemoryPopups,
  MemoryElements,
  CollectionFetcher,
  ElementActionHandler,
} from './services/memory-services';
export { createCustomCodeRegistry } from './services/custom-code';
export type { CustomCodeRegistry, CustomCodeFunction, CustomCodeInput } from './services/custom-code';

export { createConsoleLogger, createMemoryLogger } from './adapters/logger';
export type { Logger, LogLevel, LogEntry, MemoryLogger } from './adapters/logger';
export { createMemoryStorage, browserLocalStorage } from './adapters/storage';
export type { KeyValueStorage } from './adapters/storage';
export { createMemoryUrl, browserUrl } from './adapters/url';
export type { UrlAdapter } from './adapters/url';
export { realTimers, createInstantTimers } from './adapters/timers';
export type { Timers } from './adapters/timers';
export { browserClipboard, browserGeolocation, createMemoryClipboard, createFixedGeolocation } from './adapters/device';
export type { ClipboardAdapter, GeolocationAdapter, GeoPosition } from './adapters/device';
export { createHttpFileService } from './adapters/http-files';
export type { HttpFileServiceOptions } from './adapters/http-files';
export { createDeferredHttpFileService } from './adapters/deferred-http-files';
export {
  createMemoryFileService,
  saveAsDownload,
  sanitizeUploadName,
  sanitizeDownloadName,
  blobToDataUrl,
  base64ToBlob,
} from './adapters/files';
export type {
  FileService,
  DownloadDocument,
  FetchedFile,
  MemoryFileService,
  RuntimeFile,
  UploadedFile,
  UploadOptions,
  UploadStatus,
} from './adapters/files';
export { defaultUploadTransport, fetchUploadTransport, xhrUploadTransport } from './adapters/upload-transport';
export type { UploadRequest, UploadResponse, UploadTransport } from './adapters/upload-transport';

export { composeRuntime } from './runtime';
export type { ComposeRuntimeOptions, Runtime, RuntimeOptions } from './runtime';
export { createRuntime, defaultServices } from './create-runtime';

export {
  designInfoSchema,
  pageDataSchema,
  pageInfoSchema,
  collectionDefinitionSchema,
  variableDefinitionSchema,
  workflowDefinitionSchema,
  userGroupSchema,
  translatableSchema,
} from './design/schema';
export type {
  CollectionDefinition,
  DesignInfo,
  DesignInfoInput,
  LanguageDefinition,
  PageData,
  PageDataInput,
  PageDefinition,
  SectionRef,
  Translatable,
  UserGroup,
} from './design/schema';
export { DesignError, parseDesignInfo, parsePageData } from './design/parse';
export type { DesignIssue } from './design/parse';
export { DESIGN_FORMAT_VERSION, migrateDesign, migratePageData } from './design/migrations';
export type { DesignDocument, DesignMigration } from './design/migrations';

export { decidePageAccess, groupMatches } from './navigation/guards';
export { SOURCE_QUERY_KEY } from './navigation/source-query';
export type { AccessDecision, AccessRequest } from './navigation/guards';
export { normalizeBasePath, stripTrailingSlash, sectionAnchor, sectionHash, withBasePath, withoutBasePath } from './navigation/paths';
export { createRouteTable, parsePathTemplate, isNotFoundPage, NOT_FOUND_PATH } from './navigation/routes';
export type { PageRoute, PathParameter, RouteMatch, RouteTable } from './navigation/routes';
export { detectEnvironment, redirectTarget, DEFAULT_ENVIRONMENT_RULES } from './navigation/environment';
export type { Environment, EnvironmentRules, RedirectTargetInput } from './navigation/environment';
export { createRouter } from './navigation/router';
export type { ResolvedRoute, Router, RouterOptions } from './navigation/router';
export { createPageDataClient, checkPageData, PageLoadError } from './navigation/page-data';
export type { PageDataClientOptions, PageDataLoader } from './navigation/page-data';
export { createPageLoader, COLLECTION_FETCH_ERROR_TRIGGER } from './navigation/page-loader';
export { exposePage, exposePages } from './navigation/expose-page';
export type { AuthHooks, PageLoader, PageLoaderOptions, PageLoadResult, PageLoadStep } from './navigation/page-loader';

export { createCollectionStore, loadCollectionFetching } from './collections/store';
export { createLazyCollectionStore } from './collections/lazy-store';
export type { CollectionStoreCode } from './collections/lazy-store';
export type { CollectionSources, CollectionStore, CollectionStoreOptions } from './collections/store';
export { createStaticJsonSource, createDataSetSource } from './collections/sources';
export type { HttpSourceOptions } from './collections/sources';
export { createDeferredHttpSources } from './collections/deferred-sources';
export type { HttpSources } from './collections/deferred-sources';
export { runClientQuery, normalizeFilter, normalizeSort, placePage, DATABASE_OPERATORS } from './collections/client-query';
export type { ClientQuery, ClientQueryResult } from './collections/client-query';
export { applyRealtimeChange, updateRowById, findRowIndex, itemNotFoundMessage, DEFAULT_PRIMARY_KEYS } from './collections/patch';
export type { RowsState } from './collections/patch';
export { collectionReads, collectionDependencies, planFetchOrder } from './collections/dependencies';
export type { FetchPlan } from './collections/dependencies';
export type {
  CollectionFetchErrorEvent,
  CollectionFetchRequest,
  CollectionFetchResult,
  CollectionRecord,
  CollectionSource,
  RealtimeChange,
  RealtimeChangeType,
} from './collections/types';

export { createRestRuntime, variableStreamTarget, DEFAULT_CONTENT_TYPE } from './rest/request';
export type { RestRequestConfig, RestRuntime, RestRuntimeOptions, StreamTarget } from './rest/request';
export { processKeyValues } from './rest/key-values';
export type { KeyValueKind } from './rest/key-values';
export { parseStreamLine, readEventStream } from './rest/stream';
export type { StreamLine } from './rest/stream';

export { createPopupManager } from './ui/popups';
export type { PopupGroup, PopupInstance, PopupManager } from './ui/popups';
export {
  createProgressBar,
  createManualClock,
  nextProgress,
  realIntervalClock,
  PROGRESS_INITIAL,
  PROGRESS_INTERVAL_MS,
  PROGRESS_DEFAULT_COLOR,
} from './ui/progress-bar';
export type { IntervalClock, ProgressBar } from './ui/progress-bar';
export { createThemeService, THEME_STORAGE_KEY, DARK_THEME_CLASS, DEFAULT_THEME } from './ui/theme';
export type { ThemeOptions } from './ui/theme';
export {
  breakpointOf,
  canRenderLibraryComponent,
  BREAKPOINT_QUERIES,
  TABLET_MAX_WIDTH,
  MOBILE_MAX_WIDTH,
  LIBRARY_NESTING_LIMIT,
} from './ui/layout';
export type { Breakpoint } from './ui/layout';

export { createMemoryHistory, browserHistory, createServerHistory } from './adapters/history';
export type { HistoryAdapter, LocationSnapshot, MemoryHistory, ServerHistory } from './adapters/history';
export { createMemoryDocument, browserDocument, createServerDocument } from './adapters/document';
export type { DocumentAdapter, MemoryDocument } from './adapters/document';
export { defaultFetch, joinUrl } from './adapters/http';
export type { FetchFunction } from './adapters/http';

export { CHECKOUT_LOCALES, supportedCheckoutLocale } from './payments/checkout-locales';
export type { CheckoutLocale } from './payments/checkout-locales';
export { CARD_MESSAGES, passesLuhn } from './payments/card-number';
