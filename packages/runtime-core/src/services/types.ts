/**
 * The interfaces actions call for what lives outside the workflow engine: navigation, collections,
 * popups, language, theme, elements. Issue 7's real implementations plug in here; memory ones serve tests.
 */

export interface PageInfo {
  id: string;
  name?: string;
  /** Languages the page exists in. */
  langs?: readonly string[];
  [key: string]: unknown;
}

interface NavigationCommon {
  /** Query parameters to add. */
  query?: Record<string, unknown>;
  /** Section id or title to scroll to. */
  section?: string;
  newTab?: boolean;
}

export type NavigationTarget =
  | ({ kind: 'page'; pageId: string; parameters?: Record<string, unknown> } & NavigationCommon)
  | ({ kind: 'path'; path: string } & NavigationCommon)
  | { kind: 'external'; url: string; newTab?: boolean };

export interface NavigationService {
  getPage(pageId: string): PageInfo | undefined;
  navigate(target: NavigationTarget): void | Promise<void>;
  /** Whether the browser history has a previous entry of this site. */
  canGoBack(): boolean;
  back(): void | Promise<void>;
}

/** A collection as actions and formulas see it. */
export interface CollectionState {
  id: string;
  name?: string;
  data?: unknown;
  /** Set by a failed fetch: an error object, usually with a message. */
  error?: unknown;
  [key: string]: unknown;
}

export interface CollectionService {
  get(id: string): CollectionState | undefined;
  /** Fetches a collection; a failure is stored on the collection's `error`, not thrown. */
  fetch(id: string): Promise<void>;
  /** What formulas read as `collections` (keyed by id and by name). */
  readonly view: Readonly<Record<string, unknown>>;
}

export interface OpenedPopup {
  /** 'popup-' followed by a 6-character code. */
  id: string;
  /** Resolves with the result given when the popup closes. */
  closed: Promise<unknown>;
}

export interface PopupService {
  open(componentId: string, content?: unknown): OpenedPopup;
  /** Closes one popup; false when it was not open. */
  close(id: string, result?: unknown): boolean;
  /** Closes every popup of a library component (all popups without one); returns how many closed. */
  closeAll(componentId?: string): number;
}

export interface LanguageService {
  getLang(): string;
  getDefaultLang(): string;
  /** Switches language; false when the current page does not exist in it. */
  setLang(lang: string): boolean;
}

export type ThemeName = 'light' | 'dark';

export interface ThemeService {
  getTheme(): ThemeName;
  setTheme(theme: ThemeName): void;
}

/** Where an element workflow runs: the element (or library component) instance. */
export interface ElementContext {
  uid?: string;
  componentId?: string;
  [key: string]: unknown;
}

export interface ElementService {
  /** Runs an element action (e.g. a date picker's "open menu"). */
  executeAction(uid: string, actionName: string, args: unknown[], context: ElementContext | undefined): unknown;
  /** Emits a library component's custom trigger. */
  triggerEvent(triggerId: string, value: unknown, context: ElementContext | undefined): void;
}
