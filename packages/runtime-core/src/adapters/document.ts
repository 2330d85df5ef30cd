/**
 * The document the runtime touches: the root element's classes (theme), scrolling and the viewport (its width, and
 * its crossings of the screen breakpoints), memory, browser or server.
 */
import { BREAKPOINT_QUERIES } from '../ui/layout';

export interface DocumentAdapter {
  setRootClass(name: string, enabled: boolean): void;
  hasRootClass(name: string): boolean;
  /** Scrolls to the element with this id, or to the top with null. */
  scrollTo(anchor: string | null): void;
  /** The viewport width in CSS pixels (undefined when unknown, as on a server). */
  viewportWidth(): number | undefined;
  /**
   * Calls the listener whenever the viewport crosses a screen breakpoint (the browser's media-query listeners on
   * the tablet and mobile queries); returns the unsubscribe. Absent where the viewport never changes (a server).
   */
  watchBreakpoints?(listener: () => void): () => void;
}

export interface MemoryDocument extends DocumentAdapter {
  readonly classes: Set<string>;
  readonly scrolls: Array<string | null>;
  width: number | undefined;
  /** Resizes the viewport, notifying the breakpoint listeners (as a media-query change would). */
  resize(width: number | undefined): void;
}

export function createMemoryDocument(width?: number): MemoryDocument {
  const classes = new Set<string>();
  const scrolls: Array<string | null> = [];
  const listeners = new Set<() => void>();
  const document: MemoryDocument = {
    classes,
    scrolls,
    width,
    resize(next) {
      document.width = next;
      for (const listener of [...listeners]) listener();
    },
    watchBreakpoints(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    setRootClass: (name, enabled) => {
      if (enabled) classes.add(name);
      else classes.delete(name);
    },
    hasRootClass: (name) => classes.has(name),
    scrollTo: (anchor) => {
      scrolls.push(anchor);
    },
    viewportWidth: () => document.width,
  };
  return document;
}

interface BrowserGlobals {
  document: Document;
  innerWidth: number;
  scrollTo(options: ScrollToOptions): void;
  matchMedia?(query: string): MediaQueryList;
}

/** Backed by the browser's document; undefined outside a browser. */
export function browserDocument(target: unknown = globalThis): DocumentAdapter | undefined {
  const win = target as Partial<BrowserGlobals>;
  if (!win.document || typeof win.scrollTo !== 'function') return undefined;
  const w = win as BrowserGlobals;
  return {
    setRootClass: (name, enabled) => w.document.documentElement.classList.toggle(name, enabled),
    hasRootClass: (name) => w.document.documentElement.classList.contains(name),
    scrollTo(anchor) {
      const element = anchor === null ? null : w.document.getElementById(anchor);
      if (element) element.scrollIntoView();
      else w.scrollTo({ top: 0, left: 0 });
    },
    viewportWidth: () => w.innerWidth,
    watchBreakpoints(listener) {
      if (typeof w.matchMedia !== 'function') return () => undefined;
      const lists = Object.values(BREAKPOINT_QUERIES).map((query) => (w.matchMedia as (query: string) => MediaQueryList)(query));
      for (const list of lists) list.addEventListener('change', listener);
      return () => {
        for (const list of lists) list.removeEventListener('change', listener);
      };
    },
  };
}
