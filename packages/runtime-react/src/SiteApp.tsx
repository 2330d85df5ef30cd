/** <SiteApp>: the page of a site rendered from its data, with the runtime and element registry in context. */
import { useMemo } from 'react';
import type { PageData, Runtime } from '@kit/runtime-core';
import { createElementActions } from './elements/elementActions';
import type { ElementActions } from './elements/elementActions';
import type { ElementRegistry } from './elements/registry';
import { PageView } from './render/PageView';
import { SiteContext } from './render/siteContext';
import type { SiteContextValue } from './render/siteContext';

export interface SiteAppProps {
  runtime: Runtime;
  registry: ElementRegistry;
  pageData: PageData;
}

export function SiteApp({ runtime, registry, pageData }: SiteAppProps) {
  const elementActions = useMemo(() => siteElementActions(runtime), [runtime]);
  const value = useMemo<SiteContextValue>(
    () => ({ runtime, registry, objects: pageData.wwObjects, elementActions }),
    [runtime, registry, pageData, elementActions],
  );
  return (
    <SiteContext.Provider value={value}>
      <PageView pageData={pageData} />
    </SiteContext.Provider>
  );
}

/** The runtime's element service when it takes registrations (the site runtime's), else a detached one. */
function siteElementActions(runtime: Runtime): ElementActions {
  const service = runtime.services.elements as Partial<ElementActions>;
  return typeof service.register === 'function' ? (service as ElementActions) : createElementActions(runtime.logger);
}
