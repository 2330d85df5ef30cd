/**
 * A lazily loaded element component that can be preloaded. Like `React.lazy`, it suspends until its chunk arrives;
 * unlike it, once preloaded it renders synchronously. The hydration entry preloads the lazy elements of the page
 * before hydrating, so every element hydrates against the server's HTML at once: a chunk arriving later would
 * hydrate a boundary whose data (collections, variables) may have changed since, which React reports as a mismatch.
 */
import { use } from 'react';
import type { ComponentType, ReactNode } from 'react';

export interface LazyElementComponent<P extends object> {
  (props: P): ReactNode;
  /** Loads the chunk (once); resolves when the component renders synchronously. */
  preload(): Promise<void>;
  /** Whether the chunk has arrived (the component then renders like any other, without suspending). */
  isLoaded(): boolean;
}

export function lazyElementComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyElementComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then((component) => {
      loaded = component;
    }));
  function LazyElement(props: P) {
    if (loaded === undefined) use(preload());
    const Component = loaded as ComponentType<P>;
    return <Component {...props} />;
  }
  return Object.assign(LazyElement, { preload, isLoaded: () => loaded !== undefined });
}

/** Whether a component is a preloadable lazy element whose chunk has arrived. */
export function isLoadedLazy(component: unknown): boolean {
  return typeof (component as { isLoaded?: unknown } | null)?.isLoaded === 'function' && (component as { isLoaded(): boolean }).isLoaded();
}

/** Whether a component can be preloaded (a lazy element's). */
export function isPreloadable(component: unknown): component is { preload(): Promise<void> } {
  return typeof (component as { preload?: unknown } | null)?.preload === 'function';
}
