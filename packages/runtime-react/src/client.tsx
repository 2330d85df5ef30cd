/**
 * The hydration entry: reads the state the server embedded, builds the same runtime (with the browser's storage and
 * URL) and hydrates the server's HTML with `hydrateRoot`.
 */
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { browserDocument, browserLocalStorage, browserUrl, createConsoleLogger, createThemeService } from '@kit/runtime-core';
import type { ElementRegistry } from './elements/registry';
import { SiteApp } from './SiteApp';
import { createSiteRuntime } from './site/siteRuntime';
import { SITE_ROOT_ID, SITE_STATE_ID } from './site/siteState';
import type { SiteState } from './site/siteState';

export interface HydrateSiteOptions {
  registry: ElementRegistry;
  document?: Document;
}

export function hydrateSite({ registry, document: doc = document }: HydrateSiteOptions): Root {
  const stateElement = doc.getElementById(SITE_STATE_ID);
  const container = doc.getElementById(SITE_ROOT_ID);
  if (stateElement === null || container === null) throw new Error(`#${SITE_ROOT_ID} and #${SITE_STATE_ID} are required to hydrate.`);
  const state = JSON.parse(stateElement.textContent ?? '{}') as SiteState;
  const logger = createConsoleLogger();
  const storage = browserLocalStorage() ?? null;
  const theme = createThemeService({ storage: storage ?? undefined, document: browserDocument(), defaultTheme: state.design.defaultTheme });
  const runtime = createSiteRuntime({
    design: state.design,
    pageData: state.pageData,
    lang: state.lang,
    registry,
    storage,
    url: browserUrl() ?? null,
    logger,
    theme,
  });
  return hydrateRoot(container, <SiteApp runtime={runtime} registry={registry} pageData={state.pageData} />);
}
