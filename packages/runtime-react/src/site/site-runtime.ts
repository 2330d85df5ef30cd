/**
 * The runtime of one page of a site: the site's and the page's variables, workflows and named formulas, the
 * page's language and the page exposed as `globalContext.page`. The same call on the server and in the browser
 * (only the adapters differ), so both render the same first state.
 */
import { composeRuntime, exposePage, exposePages } from '@kit/runtime-core';
import type {
  DesignInfo,
  KeyValueStorage,
  Logger,
  PageData,
  Runtime,
  RuntimeServices,
  UrlAdapter,
  VariableDefinition,
  WorkflowDefinition,
} from '@kit/runtime-core';
import type { NamedFormulaDefinition } from '@kit/formula';
import { createElementActions } from '../elements/element-actions';
import { elementVariableId } from '../elements/registry';
import type { ElementRegistry } from '../elements/registry';
import { readElement } from '../render/site-data';

export interface SiteRuntimeOptions {
  design: DesignInfo;
  pageData: PageData;
  lang: string;
  /** null on the server: no persisted variables there. */
  storage: KeyValueStorage | null;
  url: UrlAdapter | null;
  logger?: Logger;
  /** With the registry, the variables the page's elements expose (`{uid}-{name}`) are defined. */
  registry?: ElementRegistry;
  /** Exposed variables of element types whose definition is not loaded yet (the server's `elementVariables`). */
  declaredVariables?: ExposedVariablesByType;
  /**
   * Every service but the element actions (the site runtime's own): the browser site's (router, collection store,
   * popups, files, theme…), or on the server in-memory ones (`serverSiteServices`).
   */
  services: Omit<RuntimeServices, 'elements'>;
  /** Initial `globalContext` entries besides the page (`browser`…). */
  globalContext?: Record<string, unknown>;
  /** The signed-in user's role ids, for role formulas (the auth plugin's). */
  getUserRoles?: () => readonly unknown[];
  /** Told the source of every formula a binding resolves (the server records what its render compiles). */
  onFormula?: (source: string) => void;
}

/** Element types' exposed variables with their initial values, by type. */
export type ExposedVariablesByType = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

/**
 * The exposed variables of the element types a page uses, as the registry declares them: the server hands them to
 * the browser, which hydrates before the code (and so the definitions) of lazily loaded elements arrives.
 */
export function exposedVariablesByType(
  objects: Readonly<Record<string, unknown>>,
  registry: ElementRegistry,
): Record<string, Record<string, unknown>> {
  const byType: Record<string, Record<string, unknown>> = {};
  for (const uid of Object.keys(objects)) {
    const type = readElement(objects, uid)?.type;
    const exposed = type === undefined ? undefined : registry.get(type)?.variables;
    if (type !== undefined && exposed !== undefined && Object.keys(exposed).length > 0) byType[type] = { ...exposed };
  }
  return byType;
}

/**
 * The variables exposed by a page's elements (a form input's `value`…), with their declared initial values. They
 * belong to the elements (which set them as they mount and change), so a page load's reset leaves them alone.
 * A type the registry has not loaded yet takes its variables from `declared`.
 */
export function elementVariables(
  objects: Readonly<Record<string, unknown>>,
  registry: ElementRegistry,
  declared: ExposedVariablesByType = {},
): VariableDefinition[] {
  const definitions: VariableDefinition[] = [];
  for (const uid of Object.keys(objects)) {
    const element = readElement(objects, uid);
    const exposed =
      element === undefined
        ? undefined
        : (registry.get(element.type)?.variables ?? (Object.hasOwn(declared, element.type) ? declared[element.type] : undefined));
    for (const [name, initial] of Object.entries(exposed ?? {})) {
      const id = elementVariableId(uid, name);
      definitions.push({ id, name: id, type: variableType(initial), defaultValue: initial, isPersistentOnNav: true } as VariableDefinition);
    }
  }
  return definitions;
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
  const exposed = options.registry === undefined ? [] : elementVariables(pageData.wwObjects, options.registry, options.declaredVariables);
  return composeRuntime({
    variables: [...design.variables, ...pageData.variables, ...exposed] as VariableDefinition[],
    appWorkflows: design.workflows as WorkflowDefinition[],
    pageWorkflows: pageData.workflows as WorkflowDefinition[],
    namedFormulas: [...design.formulas, ...pageData.formulas] as NamedFormulaDefinition[],
    storage: options.storage,
    url: options.url,
    logger: options.logger,
    getUserRoles: options.getUserRoles,
    onFormula: options.onFormula,
    services: { ...options.services, elements: createElementActions(options.logger) },
    globalContext: {
      ...options.globalContext,
      page: exposePage(pageData.page, options.lang),
      pages: exposePages(design.pages, options.lang),
      pageParameters: {},
    },
  });
}
