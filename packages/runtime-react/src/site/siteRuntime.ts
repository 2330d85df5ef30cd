/**
 * The runtime of one page of a site: the site's and the page's variables, workflows and named formulas, the
 * page's language and the page exposed as `globalContext.page`. The same call on the server and in the browser
 * (only the adapters differ), so both render the same first state.
 */
import { createCollectionStore, createMemoryLanguage, createRuntime, exposePage } from '@kit/runtime-core';
import type {
  CollectionSource,
  DesignInfo,
  KeyValueStorage,
  Logger,
  PageData,
  Runtime,
  RuntimeServices,
  ThemeService,
  UrlAdapter,
  VariableDefinition,
  WorkflowDefinition,
} from '@kit/runtime-core';
import type { NamedFormulaDefinition } from '@kit/formula';
import { createElementActions } from '../elements/elementActions';
import { elementVariableId } from '../elements/registry';
import type { ElementRegistry } from '../elements/registry';
import { readElement } from '../render/siteData';

export interface SiteRuntimeOptions {
  design: DesignInfo;
  pageData: PageData;
  lang: string;
  /** null on the server: no persisted variables there. */
  storage: KeyValueStorage | null;
  url: UrlAdapter | null;
  logger?: Logger;
  /** The theme service (the browser's stores the preference and sets the root class). */
  theme?: ThemeService;
  /** With the registry, the variables the page's elements expose (`{uid}-{name}`) are defined. */
  registry?: ElementRegistry;
  /** Services replacing the defaults (the browser's router, collection store, popups, files…). */
  services?: Partial<RuntimeServices>;
  /** Initial `globalContext` entries besides the page (`browser`…). */
  globalContext?: Record<string, unknown>;
  /** The signed-in user's role ids, for role formulas (the auth plugin's). */
  getUserRoles?: () => readonly unknown[];
  /** Told the source of every formula a binding resolves (the server records what its render compiles). */
  onFormula?: (source: string) => void;
}

/**
 * The variables exposed by a page's elements (a form input's `value`…), with their declared initial values. They
 * belong to the elements (which set them as they mount and change), so a page load's reset leaves them alone.
 */
export function elementVariables(objects: Readonly<Record<string, unknown>>, registry: ElementRegistry): VariableDefinition[] {
  const definitions: VariableDefinition[] = [];
  for (const uid of Object.keys(objects)) {
    const element = readElement(objects, uid);
    const exposed = element === undefined ? undefined : registry.get(element.type)?.variables;
    for (const [name, initial] of Object.entries(exposed ?? {})) {
      const id = elementVariableId(uid, name);
      definitions.push({ id, name: id, type: variableType(initial), defaultValue: initial, isPersistentOnNav: true } as VariableDefinition);
    }
  }
  return definitions;
}

const NEVER_FETCHED: CollectionSource = {
  id: 'unfetched',
  nativePaging: false,
  fetch: () => Promise.reject(new Error('Collections are fetched in the browser.')),
};

function unfetchedCollections(design: DesignInfo, pageData: PageData) {
  const store = createCollectionStore({ sources: { static: NEVER_FETCHED, server: NEVER_FETCHED } });
  store.define([...design.collections, ...pageData.collections]);
  return store;
}

/** The type of an exposed variable from its declared initial value; `null` (or nothing) declares it untyped. */
function variableType(value: unknown): VariableDefinition['type'] {
  if (value === null || value === undefined) return 'any';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'string') return 'string';
  return 'object';
}

export function createSiteRuntime(options: SiteRuntimeOptions): Runtime {
  const { design, pageData } = options;
  const langs = design.langs.map((lang) => lang.lang);
  const defaultLang = design.langs.find((lang) => lang.default)?.lang ?? langs[0] ?? 'en';
  const exposed = options.registry === undefined ? [] : elementVariables(pageData.wwObjects, options.registry);
  // Without the browser's store (on the server), the collections exist empty and unfetched, exactly as the
  // browser holds them when it hydrates; they are fetched by the browser's first page load.
  const collections = options.services?.collections ?? unfetchedCollections(design, pageData);
  return createRuntime({
    variables: [...design.variables, ...pageData.variables, ...exposed] as VariableDefinition[],
    appWorkflows: design.workflows as WorkflowDefinition[],
    pageWorkflows: pageData.workflows as WorkflowDefinition[],
    namedFormulas: [...design.formulas, ...pageData.formulas] as NamedFormulaDefinition[],
    storage: options.storage,
    url: options.url,
    logger: options.logger,
    getUserRoles: options.getUserRoles,
    onFormula: options.onFormula,
    services: {
      language: createMemoryLanguage({ lang: options.lang, defaultLang, available: langs }),
      elements: createElementActions(options.logger),
      collections,
      ...(options.theme === undefined ? {} : { theme: options.theme }),
      ...options.services,
    },
    globalContext: { ...options.globalContext, page: exposePage(pageData.page, options.lang), pageParameters: {} },
  });
}
