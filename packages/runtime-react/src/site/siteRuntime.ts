/**
 * The runtime of one page of a site: the site's and the page's variables, workflows and named formulas, the
 * page's language and the page exposed as `globalContext.page`. The same call on the server and in the browser
 * (only the adapters differ), so both render the same first state.
 */
import { createMemoryLanguage, createRuntime, exposePage } from '@kit/runtime-core';
import type {
  DesignInfo,
  KeyValueStorage,
  Logger,
  PageData,
  Runtime,
  ThemeService,
  UrlAdapter,
  VariableDefinition,
  WorkflowDefinition,
} from '@kit/runtime-core';
import type { NamedFormulaDefinition } from '@kit/formula';

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
}

export function createSiteRuntime(options: SiteRuntimeOptions): Runtime {
  const { design, pageData } = options;
  const langs = design.langs.map((lang) => lang.lang);
  const defaultLang = design.langs.find((lang) => lang.default)?.lang ?? langs[0] ?? 'en';
  return createRuntime({
    variables: [...design.variables, ...pageData.variables] as VariableDefinition[],
    appWorkflows: design.workflows as WorkflowDefinition[],
    pageWorkflows: pageData.workflows as WorkflowDefinition[],
    namedFormulas: [...design.formulas, ...pageData.formulas] as NamedFormulaDefinition[],
    storage: options.storage,
    url: options.url,
    logger: options.logger,
    services: {
      language: createMemoryLanguage({ lang: options.lang, defaultLang, available: langs }),
      ...(options.theme === undefined ? {} : { theme: options.theme }),
    },
    globalContext: { page: exposePage(pageData.page, options.lang) },
  });
}
