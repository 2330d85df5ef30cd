/** Access to the page's query string (read, replace without a new history entry), memory or browser. */

export interface UrlAdapter {
  /** The current search part, with or without its leading "?". */
  getSearch(): string;
  /** Replaces the search part of the current URL (history.replaceState, never a push). */
  replaceSearch(search: string): void;
}

export function createMemoryUrl(initialSearch = ''): UrlAdapter & { history: string[] } {
  let search = initialSearch;
  const history: string[] = [];
  return {
    history,
    getSearch: () => search,
    replaceSearch: (next) => {
      search = next;
      history.push(next);
    },
  };
}

interface BrowserWindow {
  location: { search: string; pathname: string; hash: string };
  history: { state: unknown; replaceState(state: unknown, unused: string, url: string): void };
}

/** Backed by window.location and window.history; undefined outside a browser. */
export function browserUrl(target: unknown = globalThis): UrlAdapter | undefined {
  const win = target as Partial<BrowserWindow>;
  if (!win.location || !win.history) return undefined;
  const { location, history } = win as BrowserWindow;
  return {
    getSearch: () => location.search,
    replaceSearch: (search) => {
      const query = search === '' || search.startsWith('?') ? search : `?${search}`;
      history.replaceState(history.state, '', `${location.pathname}${query}${location.hash}`);
    },
  };
}
