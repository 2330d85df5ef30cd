/**
 * The browser's location and history behind an interface: memory (tests), browser, and server rendering
 * (a fixed URL where navigations are recorded as redirects instead of happening).
 */

export interface LocationSnapshot {
  href: string;
  origin: string;
  host: string;
  hostname: string;
  pathname: string;
  search: string;
  hash: string;
}

export interface HistoryAdapter {
  location(): LocationSnapshot;
  /** A new history entry without a page load. */
  push(url: string): void;
  /** Replaces the current entry without a page load. */
  replace(url: string): void;
  back(): void;
  /** Whether there is an earlier entry of this site to go back to. */
  canGoBack(): boolean;
  openNewTab(url: string): void;
  /** A full page load of another URL. */
  assign(url: string): void;
  /** A full reload of the current URL. */
  reload(): void;
  /** Called after back/forward moves; returns the unsubscribe function. */
  listen(listener: () => void): () => void;
}

function snapshot(url: URL): LocationSnapshot {
  return {
    href: url.href,
    origin: url.origin,
    host: url.host,
    hostname: url.hostname,
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
  };
}

export interface MemoryHistory extends HistoryAdapter {
  readonly entries: string[];
  readonly opened: string[];
  readonly assigned: string[];
  readonly reloads: number;
}

export function createMemoryHistory(initialUrl = 'http://localhost/'): MemoryHistory {
  const entries = [new URL(initialUrl).href];
  const opened: string[] = [];
  const assigned: string[] = [];
  const listeners = new Set<() => void>();
  let index = 0;
  let reloads = 0;
  const current = () => new URL(entries[index] as string);
  return {
    entries,
    opened,
    assigned,
    get reloads() {
      return reloads;
    },
    location: () => snapshot(current()),
    push(url) {
      entries.splice(index + 1);
      entries.push(new URL(url, current()).href);
      index = entries.length - 1;
    },
    replace(url) {
      entries[index] = new URL(url, current()).href;
    },
    back() {
      if (index === 0) return;
      index -= 1;
      for (const listener of listeners) listener();
    },
    canGoBack: () => index > 0,
    openNewTab: (url) => {
      opened.push(new URL(url, current()).href);
    },
    assign: (url) => {
      assigned.push(new URL(url, current()).href);
    },
    reload: () => {
      reloads += 1;
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

interface BrowserWindow {
  location: Location;
  history: History;
  open(url: string, target: string): unknown;
  addEventListener(type: 'popstate', listener: () => void): void;
  removeEventListener(type: 'popstate', listener: () => void): void;
}

/** Backed by window.location and window.history; undefined outside a browser. */
export function browserHistory(target: unknown = globalThis): HistoryAdapter | undefined {
  const win = target as Partial<BrowserWindow>;
  if (!win.location || !win.history || typeof win.addEventListener !== 'function') return undefined;
  const w = win as BrowserWindow;
  // Entries pushed by this runtime: going back is possible while any remains.
  let depth = 0;
  return {
    location: () => snapshot(new URL(w.location.href)),
    push(url) {
      depth += 1;
      w.history.pushState(null, '', url);
    },
    replace: (url) => w.history.replaceState(w.history.state, '', url),
    back() {
      depth = Math.max(0, depth - 1);
      w.history.back();
    },
    canGoBack: () => depth > 0,
    openNewTab: (url) => {
      w.open(url, '_blank');
    },
    assign: (url) => w.location.assign(url),
    reload: () => w.location.reload(),
    listen(listener) {
      w.addEventListener('popstate', listener);
      return () => w.removeEventListener('popstate', listener);
    },
  };
}
