/**
 * Lazily loaded elements hydrate after the page: each sits in its own Suspense boundary (on the server too, where its
 * code is at hand and it renders in place), so the browser hydrates the page without waiting for their chunks and
 * each boundary hydrates once its chunk arrives. This gate counts the boundaries still waiting, so the first page
 * load (which changes data those elements read) starts only when every one has hydrated: a boundary updated before
 * it hydrates is thrown away and rendered again on the client.
 */
export interface DeferredHydration {
  /** A boundary whose element is not loaded yet (called while rendering; idempotent). */
  wait(id: string): void;
  /** That boundary has hydrated (its element's first effect). */
  done(id: string): void;
  /** Resolves once no boundary is waiting. */
  settled(): Promise<void>;
  /**
   * Resolves when the page's element code has arrived (`elementsLoaded`): every waiting boundary waits for this one
   * promise, so all become ready together, and an update reaching a boundary not hydrated yet makes React hydrate it
   * at once instead of dropping its server HTML.
   */
  readonly loaded: Promise<void>;
  /** The page's element code has arrived (or failed: each boundary then loads its own). */
  elementsLoaded(): void;
}

export function createDeferredHydration(): DeferredHydration {
  const waiting = new Set<string>();
  let wake: (() => void) | undefined;
  let elementsLoaded!: () => void;
  const loaded = new Promise<void>((resolve) => (elementsLoaded = resolve));
  return {
    loaded,
    elementsLoaded: () => elementsLoaded(),
    wait: (id) => void waiting.add(id),
    done(id) {
      waiting.delete(id);
      if (waiting.size === 0) wake?.();
    },
    settled: () => (waiting.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => (wake = resolve))),
  };
}
