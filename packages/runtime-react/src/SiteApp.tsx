/**
 * <SiteApp>: a site's page rendered from its data, with the runtime, the element registry and the page in context,
 * the page-load progress bar and the popup layer (their styles: `@kit/runtime-react/styles.css`, in the site's
 * stylesheet). <LiveSiteApp> follows the browser site's
 * current page as the visitor navigates.
 */
import { useEffect, useMemo } from 'react';
import type { PageData, PopupManager, ProgressBar, ReadonlySignal, Runtime } from '@kit/runtime-core';
import { createElementActions } from './elements/element-actions';
import type { ElementActions } from './elements/element-actions';
import type { ElementRegistry } from './elements/registry';
import type { LinkResolver } from './render/links';
import type { DeferredHydration } from './render/deferred-hydration';
import { PageView } from './render/PageView';
import { PopupHost } from './render/PopupHost';
import { ProgressBarView } from './render/ProgressBarView';
import { SiteContext } from './render/site-context';
import type { SiteContextValue } from './render/site-context';
import { useSignalValue } from './render/use-signal-value';

export interface SiteAppProps {
  runtime: Runtime;
  registry: ElementRegistry;
  pageData: PageData;
  /** Hrefs of element links and in-page navigation (the router in the browser); without, paths as given, no navigation. */
  links?: LinkResolver;
  progress?: ProgressBar;
  popups?: PopupManager;
  /** While hydrating: where lazily loaded elements waiting for their code are counted (the browser's first render). */
  deferred?: DeferredHydration;
  /** Deferred hydration: each lazily loaded element in its own boundary (the server's render and the browser's agree). */
  lazyBoundaries?: boolean;
}

export function SiteApp({ runtime, registry, pageData, links = PLAIN_LINKS, progress, popups, deferred, lazyBoundaries }: SiteAppProps) {
  const elementActions = useMemo(() => siteElementActions(runtime), [runtime]);
  const value = useMemo<SiteContextValue>(
    () => ({ runtime, registry, objects: pageData.wwObjects, pageData, elementActions, links, deferred, lazyBoundaries }),
    [runtime, registry, pageData, elementActions, links, deferred, lazyBoundaries],
  );
  return (
    <SiteContext.Provider value={value}>
      <ProgressBarView progress={progress} />
      <PageView key={pageData.page.id} pageData={pageData} />
      <PopupHost popups={popups} />
    </SiteContext.Provider>
  );
}

export interface LiveSiteAppProps extends Omit<SiteAppProps, 'pageData'> {
  page: ReadonlySignal<PageData>;
  /** Called once the server's HTML is hydrated (the browser site then starts its first page load). */
  onHydrated?: () => void;
}

/** The performance mark set once the page has hydrated (it answers input from then on): what measurements time. */
export const HYDRATED_MARK = 'site:hydrated';

export function LiveSiteApp({ page, onHydrated, ...props }: LiveSiteAppProps) {
  const pageData = useSignalValue(page, page.peek());
  // Effects run once React has committed the hydrated tree: the page answers input from here on.
  useEffect(() => {
    globalThis.performance?.mark?.(HYDRATED_MARK);
    onHydrated?.();
    // Once: the first commit is the hydration.
  }, []);
  return <SiteApp {...props} pageData={pageData} />;
}

const PLAIN_LINKS: LinkResolver = {
  hrefFor: (target) => (target.kind === 'external' ? target.url : target.kind === 'path' ? target.path : '#'),
  navigate: () => undefined,
};

/** The runtime's element service when it takes registrations (the site runtime's), else a detached one. */
function siteElementActions(runtime: Runtime): ElementActions {
  const service = runtime.services.elements as Partial<ElementActions>;
  return typeof service.register === 'function' ? (service as ElementActions) : createElementActions(runtime.logger);
}
