/** The document the runtime touches: the root element's classes (theme) and scrolling, memory, browser or server. */

export interface DocumentAdapter {
  setRootClass(name: string, enabled: boolean): void;
  hasRootClass(name: string): boolean;
  /** Scrolls to the element with this id, or to the top with null. */
  scrollTo(anchor: string | null): void;
  /** The viewport width in CSS pixels (undefined when unknown, as on a server). */
  viewportWidth(): number | undefined;
}

export interface MemoryDocument extends DocumentAdapter {
  readonly classes: Set<string>;
  readonly scrolls: Array<string | null>;
  width: number | undefined;
}

export function createMemoryDocument(width?: number): MemoryDocument {
  const classes = new Set<string>();
  const scrolls: Array<string | null> = [];
  const document: MemoryDocument = {
    classes,
    scrolls,
    width,
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
  };
}

/** Server rendering: root classes are collected for the HTML, scrolling does nothing. */
export function createServerDocument(): DocumentAdapter & { readonly classes: Set<string> } {
  const classes = new Set<string>();
  return {
    classes,
    setRootClass: (name, enabled) => {
      if (enabled) classes.add(name);
      else classes.delete(name);
    },
    hasRootClass: (name) => classes.has(name),
    scrollTo: () => undefined,
    viewportWidth: () => undefined,
  };
}
