/** In-memory implementations of the runtime services, for tests and for running without a browser. */
import { signal } from '../reactive/signal';
import type { WritableSignal } from '../reactive/signal';
import { createPopupId } from './popup-id';
import type {
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
} from './types';

export interface MemoryNavigation extends NavigationService {
  readonly visits: NavigationTarget[];
  readonly backs: number;
  setHistory(canGoBack: boolean): void;
}

export function createMemoryNavigation(pages: readonly PageInfo[] = [], options: { canGoBack?: boolean } = {}): MemoryNavigation {
  const byId = new Map(pages.map((page) => [page.id, page]));
  const visits: NavigationTarget[] = [];
  let canGoBack = options.canGoBack ?? false;
  let backs = 0;
  return {
    visits,
    get backs() {
      return backs;
    },
    setHistory: (value) => {
      canGoBack = value;
    },
    getPage: (id) => byId.get(id),
    navigate: (target) => {
      visits.push(target);
    },
    canGoBack: () => canGoBack,
    back: () => {
      backs += 1;
    },
  };
}

export type CollectionFetcher = (collection: CollectionState) => unknown | Promise<unknown>;

export interface MemoryCollections extends CollectionService {
  set(id: string, state: Partial<CollectionState>): void;
  readonly fetched: string[];
}

/** Collections held in signals; `fetch` calls the fetcher and stores its data, or its error. */
export function createMemoryCollections(
  initial: readonly CollectionState[] = [],
  fetcher: CollectionFetcher = (collection) => collection.data,
): MemoryCollections {
  const states = new Map<string, WritableSignal<CollectionState>>();
  const view = Object.create(null) as Record<string, unknown>;
  const fetched: string[] = [];
  const define = (state: CollectionState) => {
    const slot = signal(state);
    states.set(state.id, slot);
    const descriptor = { enumerable: true, configurable: true, get: () => slot.get() };
    Object.defineProperty(view, state.id, descriptor);
    if (state.name && !(state.name in view)) Object.defineProperty(view, state.name, { ...descriptor, enumerable: false });
  };
  for (const state of initial) define(state);
  return {
    view,
    fetched,
    get: (id) => states.get(id)?.peek(),
    set(id, patch) {
      const slot = states.get(id);
      if (slot) slot.set({ ...slot.peek(), ...patch, id });
      else define({ ...patch, id });
    },
    async fetch(id) {
      const slot = states.get(id);
      if (!slot) return;
      fetched.push(id);
      try {
        const data = await fetcher(slot.peek());
        slot.set({ ...slot.peek(), data, error: null });
      } catch (error) {
        const message = error instanceof Error ? error.message : undefined;
        slot.set({ ...slot.peek(), error: message === undefined ? {} : { name: 'Error', message } });
      }
    },
  };
}

export interface MemoryPopups extends PopupService {
  /** Open popups, oldest first. */
  readonly opened: ReadonlyArray<{ id: string; componentId: string; content: unknown }>;
}

export function createMemoryPopups(): MemoryPopups {
  const open: Array<{ id: string; componentId: string; content: unknown; resolve: (result: unknown) => void }> = [];
  return {
    get opened() {
      return open.map(({ id, componentId, content }) => ({ id, componentId, content }));
    },
    open(componentId, content) {
      let id = createPopupId();
      while (open.some((popup) => popup.id === id)) id = createPopupId();
      let resolve: (result: unknown) => void = () => undefined;
      const closed = new Promise<unknown>((done) => {
        resolve = done;
      });
      open.push({ id, componentId, content, resolve });
      const opened: OpenedPopup = { id, closed };
      return opened;
    },
    close(id, result) {
      const index = open.findIndex((popup) => popup.id === id);
      if (index === -1) return false;
      const [popup] = open.splice(index, 1);
      popup?.resolve(result);
      return true;
    },
    closeAll(componentId) {
      const closing = open.filter((popup) => componentId === undefined || popup.componentId === componentId);
      for (const popup of closing) {
        open.splice(open.indexOf(popup), 1);
        popup.resolve(undefined);
      }
      return closing.length;
    },
  };
}

export function createMemoryLanguage(
  options: { lang?: string; defaultLang?: string; available?: readonly string[] } = {},
): LanguageService {
  const lang = signal(options.lang ?? options.defaultLang ?? 'en');
  const available = options.available ?? [lang.peek()];
  return {
    getLang: () => lang.get(),
    getDefaultLang: () => options.defaultLang ?? available[0] ?? 'en',
    setLang: (next) => {
      if (!available.includes(next)) return false;
      lang.set(next);
      return true;
    },
  };
}

export function createMemoryTheme(initial: ThemeName = 'light'): ThemeService {
  const theme = signal<ThemeName>(initial);
  return { getTheme: () => theme.get(), setTheme: (next) => theme.set(next) };
}

export type ElementActionHandler = (args: unknown[], context: ElementContext | undefined) => unknown;

export interface MemoryElements extends ElementService {
  registerAction(uid: string, actionName: string, handler: ElementActionHandler): void;
  readonly events: Array<{ triggerId: string; value: unknown }>;
}

export function createMemoryElements(): MemoryElements {
  const actions = new Map<string, ElementActionHandler>();
  const events: Array<{ triggerId: string; value: unknown }> = [];
  return {
    events,
    registerAction: (uid, actionName, handler) => {
      actions.set(`${uid}\u0000${actionName}`, handler);
    },
    executeAction: (uid, actionName, args, context) => actions.get(`${uid}\u0000${actionName}`)?.(args, context),
    triggerEvent: (triggerId, value) => {
      events.push({ triggerId, value });
    },
  };
}
