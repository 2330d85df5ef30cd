/**
 * Test helper for the form elements: compiles a one-page site from element nodes, renders it on the server
 * (`renderToHtml`), hydrates that HTML in happy-dom with a fresh runtime and records console errors, so a hydration
 * mismatch fails the test. Services (e.g. a file service) are injectable. The page's lazy element chunks are loaded
 * before the server render, as `hydrateSite` loads them before hydrating, so both sides render the same tree.
 */
import { act } from 'react';
import { vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { renderToHtml } from '@kit/runtime-react/server';
import { spyConsoleErrors } from '@kit/runtime-react/testing';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { createMemoryLanguage, createMemoryLogger, createRuntime } from '@kit/runtime-core';
import type { MemoryLogger, PageDataInput, Runtime, RuntimeServices } from '@kit/runtime-core';
import {
  SiteApp,
  basicElements,
  createElementActions,
  createElementRegistry,
  createStaticLinks,
  elementVariables,
  preloadPageElements,
} from '@kit/runtime-react';
import type { ElementDefinition } from '@kit/runtime-react';
import { compileSite } from '@kit/runtime-react/authoring';
import type { ElementNode } from '@kit/runtime-react/authoring';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface FormTestSite {
  container: HTMLElement;
  runtime: Runtime;
  logger: MemoryLogger;
  serverHtml: string;
  errors: MockInstance<(...args: unknown[]) => void>;
  unmount(): void;
}

export async function renderFormSite(
  children: ElementNode[],
  options: { definitions: readonly ElementDefinition[]; variables?: PageDataInput['variables']; services?: () => Partial<RuntimeServices> },
): Promise<FormTestSite> {
  const types = new Set(options.definitions.map((definition) => definition.type));
  const registry = createElementRegistry([...basicElements.filter((definition) => !types.has(definition.type)), ...options.definitions]);
  const site = compileSite(
    {
      id: 'forms',
      name: 'Forms',
      homePageId: 'home',
      cacheVersion: 1,
      pages: [{ id: 'home', path: '', title: 'Home', variables: options.variables ?? [], sections: [{ title: 'Main', children }] }],
    },
    { registry },
  );
  const pageData = site.pages.home!;
  const links = createStaticLinks(site.design, 'en');
  const makeRuntime = (logger: MemoryLogger) =>
    createRuntime({
      variables: [...pageData.variables, ...elementVariables(pageData.wwObjects, registry)] as never,
      pageWorkflows: pageData.workflows as never,
      storage: null,
      url: null,
      logger,
      services: {
        language: createMemoryLanguage({ lang: 'en', defaultLang: 'en', available: ['en'] }),
        elements: createElementActions(logger),
        ...options.services?.(),
      },
    });
  await preloadPageElements(pageData.wwObjects, registry);
  const serverHtml = await renderToHtml(
    <SiteApp runtime={makeRuntime(createMemoryLogger())} registry={registry} pageData={pageData} links={links} />,
  );
  const container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.appendChild(container);
  const errors = spyConsoleErrors();
  const logger = createMemoryLogger();
  const runtime = makeRuntime(logger);
  // As the browser site does once the page is interactive: the workflows' code is there before the first click.
  await runtime.loadWorkflows();
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, <SiteApp runtime={runtime} registry={registry} pageData={pageData} links={links} />);
  });
  return {
    container,
    runtime,
    logger,
    serverHtml,
    errors,
    unmount: () => {
      act(() => root!.unmount());
      container.remove();
      vi.restoreAllMocks();
    },
  };
}

/** Types into an input the way React hears it (the native value setter, then an input event). */
export async function typeInto(field: HTMLInputElement | HTMLTextAreaElement, text: string): Promise<void> {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Waits for workflows and microtasks started by an interaction. */
export async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
