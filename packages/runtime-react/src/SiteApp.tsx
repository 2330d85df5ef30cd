/** <SiteApp>: the page of a site rendered from its data, with the runtime and element registry in context. */
import { useMemo } from 'react';
import type { PageData, Runtime } from '@kit/runtime-core';
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
  const value = useMemo<SiteContextValue>(() => ({ runtime, registry, objects: pageData.wwObjects }), [runtime, registry, pageData]);
  return (
    <SiteContext.Provider value={value}>
      <PageView pageData={pageData} />
    </SiteContext.Provider>
  );
}
