/** The React context every rendered element reads: the runtime, the element registry and the page's objects. */
import { createContext, useContext } from 'react';
import type { PageData, Runtime } from '@kit/runtime-core';
import type { ElementActions } from '../elements/element-actions';
import type { ElementRegistry } from '../elements/registry';
import type { DeferredHydration } from './deferred-hydration';
import type { LinkResolver } from './links';

export interface SiteContextValue {
  runtime: Runtime;
  registry: ElementRegistry;
  objects: Readonly<Record<string, unknown>>;
  /** The page rendered (its library components…). */
  pageData: PageData;
  /** Where mounted elements register their actions (the runtime's element service). */
  elementActions: ElementActions;
  /** Hrefs of element links, and in-page navigation. */
  links: LinkResolver;
  /** While the browser hydrates: the lazily loaded elements' boundaries still waiting for their code. */
  deferred?: DeferredHydration;
  /**
   * Every lazily loaded element in a Suspense boundary of its own (deferred hydration, server and browser alike).
   * Off: a loaded one renders in place, and only one whose code is missing when it mounts gets a boundary.
   */
  lazyBoundaries?: boolean;
}

export const SiteContext = createContext<SiteContextValue | null>(null);

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (value === null) throw new Error('useSite() must be used inside <SiteApp>.');
  return value;
}
