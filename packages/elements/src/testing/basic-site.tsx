/**
 * Test helper for the basic and display elements: compiles a one-page site from element nodes, renders it on the
 * server with `renderToHtml`, then hydrates that HTML in happy-dom with a fresh runtime (services injectable, e.g. a
 * real collection store), recording console errors so hydration mismatches fail the test. The page's lazy element
 * chunks are loaded before the server render, as `hydrateSite` loads them before hydrating.
 */
import { act } from 'react';
import { renderToHtml } from '@kit/runtime-react/server';
import { spyConsoleErrors } from '@kit/runtime-react/testing';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { createMemoryLanguage, createMemoryLogger, createRuntime } from '@kit/runtime-core';
import type { MemoryLogger, PageDataInput, Runtime, RuntimeServices } from '@kit/runtime-core';
import { SiteApp, createElementActions, createElementRegistry, elementVariables, preloadPageElements } from '@kit/runtime-react';
import type { ElementDefinition } from '@kit/runtime-react';
import { compileSite } from '@kit/runtime-react/authoring';
import type { ElementNode } from '@kit/runtime-react/authoring';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface BasicSiteOptions {
  definitions: readonly ElementDefinition[];
  variables?: PageDataInput['variables'];
  /** Services for the runtime, made afresh for the server and the browser render. */
  services?: () => Partial<RuntimeServices>;
  lang?: string;
  langs?: string[];
}

export interface BasicSite {
  root: Root;
  container: HTMLElement;
  runtime: Runtime;
  logger: MemoryLogger;
  serverHtml: string;
  unmount(): void;
}

export async function renderBasicSite(children: ElementNode[], options: BasicSiteOptions): Promise<BasicSite> {
  const registry = createElementRegistry(options.definitions);
  const langs = options.langs ?? ['en'];
  const site = compileSite(
    {
      id: 'basic',
      name: 'Basic',
      homePageId: 'home',
      cacheVersion: 1,
      langs: langs.map((lang, index) => ({ lang, default: index === 0 })),
      pages: [{ id: 'home', path: '', title: 'Home', variables: options.variables ?? [], sections: [{ title: 'Main', children }] }],
    },
    { registry },
  );
  const pageData = site.pages.home!;
  const makeRuntime = (logger: MemoryLogger) =>
    createRuntime({
      variables: [...pageData.variables, ...elementVariables(pageData.wwObjects, registry)] as never,
      pageWorkflows: pageData.workflows as never,
      storage: null,
      url: null,
      logger,
      services: {
        language: createMemoryLanguage({ lang: options.lang ?? langs[0], defaultLang: langs[0], available: langs }),
        elements: createElementActions(logger),
        ...options.services?.(),
      },
    });
  await preloadPageElements(pageData.wwObjects, registry);
  const serverHtml = await renderToHtml(<SiteApp runtime={makeRuntime(createMemoryLogger())} registry={registry} pageData={pageData} />);
  const container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.appendChild(container);
  const logger = createMemoryLogger();
  const runtime = makeRuntime(logger);
  // As the browser site does once the page is interactive: the workflows' code is there before the first click.
  await runtime.loadWorkflows();
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, <SiteApp runtime={runtime} registry={registry} pageData={pageData} />);
  });
  return {
    root: root!,
    container,
    runtime,
    logger,
    serverHtml,
    unmount: () => {
      act(() => root!.unmount());
      container.remove();
    },
  };
}

/** The element rendered for a uid (its outermost node carries `data-uid`). */
export function byUid<T extends Element = HTMLElement>(container: ParentNode, uid: string): T {
  const found = container.querySelector<T>(`[data-uid="${uid}"]`);
  if (found === null) throw new Error(`No element with data-uid "${uid}".`);
  return found;
}

/**
 * Records console errors (React reports hydration mismatches there). React's warning about two renderers sharing
 * a context provider only arises when the server and browser renderers run in one process, so it is dropped.
 */

export { spyConsoleErrors };
