/**
 * Public surface of @kit/runtime-core: what the renderer, the elements, the plugins and the sites use (reactivity,
 * variables, formulas in context, workflows, services, design schema, navigation, collections, REST, popups, theme).
 * Everything else is internal to the package; index.test.ts keeps the surface at most 130 names.
 */
export { signal } from './reactive/signal';
export type { ReadonlySignal } from './reactive/signal';

export { RuntimeCoreError, isRuntimeCoreError } from './errors';
export { REST_MESSAGES } from './rest/messages';

export { variableStorageKey } from './variables/store';
export { loadQueryCodec } from './variables/query-string';
export type { VariableStore } from './variables/store';
export type { VariableDefinition } from './variables/types';
export type { LocalScope } from './formulas/formula-runtime';
export type { ActionRegistry } from './workflows/registry';
export type { WorkflowRepository } from './workflows/repository';
export type { ActionContext, ActionDefinition, ActionHandler, ActionRecord, RuntimeServices, WorkflowDefinition } from './workflows/types';

export type { CollectionService, ElementContext, ElementService, NavigationTarget, ThemeName } from './services/types';
export { createMemoryLanguage } from './services/memory-services';
export { createCustomCodeRegistry } from './services/custom-code';

export { createConsoleLogger, createMemoryLogger } from './adapters/logger';
export type { Logger, MemoryLogger } from './adapters/logger';
export { browserLocalStorage } from './adapters/storage';
export type { KeyValueStorage } from './adapters/storage';
export { createMemoryUrl, browserUrl } from './adapters/url';
export type { UrlAdapter } from './adapters/url';
export { realTimers } from './adapters/timers';
export { browserClipboard, browserGeolocation } from './adapters/device';
export { createHttpFileService } from './adapters/http-files';
export { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE, documentAccessToken, readCookie } from './adapters/session-cookie';
export { createDeferredHttpFileService } from './adapters/deferred-http-files';
export { createMemoryFileService, sanitizeUploadName } from './adapters/files';
export type { FileService } from './adapters/files';
export { xhrUploadTransport } from './adapters/upload-transport';
export type { UploadTransport } from './adapters/upload-transport';

export { composeRuntime } from './runtime';
export type { Runtime } from './runtime';
export { createRuntime, defaultServices } from './create-runtime';

export { pageInfoSchema } from './design/schema';
export type {
  CollectionDefinition,
  DesignInfo,
  DesignInfoInput,
  PageData,
  PageDataInput,
  PageDefinition,
  UserGroup,
} from './design/schema';
export { parseDesignInfo, parsePageData } from './design/parse';

export { decidePageAccess } from './navigation/guards';
export { SOURCE_QUERY_KEY } from './navigation/source-query';
export { normalizeBasePath, stripTrailingSlash, sectionAnchor, sectionHash, withBasePath } from './navigation/paths';
export { createRouteTable, isNotFoundPage } from './navigation/routes';
export { detectEnvironment, redirectTarget } from './navigation/environment';
export type { Environment } from './navigation/environment';
export { createRouter } from './navigation/router';
export type { Router } from './navigation/router';
export { createPageDataClient, checkPageData } from './navigation/page-data';
export { createPageLoader } from './navigation/page-loader';
export { exposePage, exposePages } from './navigation/expose-page';
export type { AuthHooks, PageLoader } from './navigation/page-loader';

export { createCollectionStore } from './collections/store';
export { createLazyCollectionStore } from './collections/lazy-store';
export type { CollectionStoreCode } from './collections/lazy-store';
export type { CollectionStore } from './collections/store';
export { runClientQuery } from './collections/client-query';
export { applyRealtimeChange } from './collections/patch';
export type { RowsState } from './collections/patch';
export type {
  CollectionFetchRequest,
  CollectionFetchResult,
  CollectionSource,
  RealtimeChange,
  RealtimeChangeType,
} from './collections/types';

export { createRestRuntime, variableStreamTarget } from './rest/request';
export type { RestRequestConfig, RestRuntime, StreamTarget } from './rest/request';
export { readEventStream } from './rest/stream';

export { createPopupManager } from './ui/popups';
export type { PopupInstance, PopupManager } from './ui/popups';
export { createProgressBar } from './ui/progress-bar';
export type { ProgressBar } from './ui/progress-bar';
export { createThemeService, THEME_STORAGE_KEY, DARK_THEME_CLASS } from './ui/theme';
export { breakpointOf, canRenderLibraryComponent, TABLET_MAX_WIDTH, MOBILE_MAX_WIDTH } from './ui/layout';
export type { Breakpoint } from './ui/layout';

export { browserHistory } from './adapters/history';
export type { HistoryAdapter } from './adapters/history';
export { browserDocument } from './adapters/document';
export type { DocumentAdapter } from './adapters/document';
export type { FetchFunction } from './adapters/http';

export { supportedCheckoutLocale } from './payments/checkout-locales';
export type { CheckoutLocale } from './payments/checkout-locales';
export { CARD_MESSAGES, passesLuhn } from './payments/card-number';
