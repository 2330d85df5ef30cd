/** Composes the runtime: variables, formulas, services and the workflow engine with its action registry. */
import { loadFormulaHelpers } from '@kit/formula';
import type { NamedFormulaDefinition } from '@kit/formula';
import { createConsoleLogger } from './adapters/logger';
import type { Logger } from './adapters/logger';
import { browserLocalStorage } from './adapters/storage';
import type { KeyValueStorage } from './adapters/storage';
import { browserUrl } from './adapters/url';
import type { UrlAdapter } from './adapters/url';
import { createFormulaRuntime } from './formulas/formula-runtime';
import { createReactiveRecord } from './reactive/reactive-record';
import type { ReactiveRecord } from './reactive/reactive-record';
import type { ElementContext } from './services/types';
import { createVariableStore } from './variables/store';
import type { VariableDefinition } from './variables/types';
import { createDefaultActionRegistry, loadGenericActions } from './workflows/actions/index';
import type { WorkflowEngine } from './workflows/engine';
import type { ActionRegistry } from './workflows/registry';
import { createWorkflowRepository } from './workflows/repository';
import type { WorkflowRepository } from './workflows/repository';
import type {
  ActionHandler,
  ExecuteOptions,
  RuntimeContext,
  RuntimeServices,
  WorkflowDefinition,
  WorkflowOutcome,
} from './workflows/types';

export interface RuntimeOptions {
  variables?: readonly VariableDefinition[];
  appWorkflows?: readonly WorkflowDefinition[];
  pageWorkflows?: readonly WorkflowDefinition[];
  namedFormulas?: readonly NamedFormulaDefinition[];
  pluginFormulas?: Readonly<Record<string, unknown>>;
  /** Initial `globalContext` (page, browser…). */
  globalContext?: Record<string, unknown>;
  /** Services to use instead of the in-memory defaults. */
  services?: Partial<RuntimeServices>;
  /** Extra action types (plugins), added to the generic ones. */
  actions?: Readonly<Record<string, ActionHandler>>;
  /** Local storage for persisted variables; the browser's by default, none with null. */
  storage?: KeyValueStorage | null;
  /** Query string access for query variables; the browser's by default, none with null. */
  url?: UrlAdapter | null;
  logger?: Logger;
  getUserRoles?: () => readonly unknown[];
  timeZone?: string;
  now?: () => number;
  /** Told the source of every formula a binding resolves (the server records what a page's render compiles). */
  onFormula?: (source: string) => void;
}

export interface Runtime extends RuntimeContext {
  readonly actions: ActionRegistry;
  readonly workflows: WorkflowRepository;
  readonly globalContext: ReactiveRecord<Record<string, unknown>>;
  /**
   * Loads the workflow engine and the generic actions (their own chunk: a page is interactive before they arrive;
   * running a workflow loads them too). The browser calls it once the page is interactive.
   */
  loadWorkflows(): Promise<void>;
  /** Runs workflows side by side with the same options (an element's event, a realtime change…). */
  runAll(workflows: readonly WorkflowDefinition[], options?: ExecuteOptions): Promise<WorkflowOutcome[]>;
  /** Runs a workflow given by id (page workflows first, then app workflows) or by definition. */
  runWorkflow(workflow: string | WorkflowDefinition, options?: ExecuteOptions): Promise<WorkflowOutcome>;
  /** Runs the workflows of a page or app trigger (onload, onload-app, page-unload…). */
  runTrigger(trigger: string, options?: ExecuteOptions): Promise<WorkflowOutcome[]>;
  /** Runs an element's workflows listening to `eventName` (click, change…) with the event payload. */
  runElementEvent(
    workflows: readonly WorkflowDefinition[],
    eventName: string,
    event: unknown,
    element?: ElementContext,
  ): Promise<WorkflowOutcome[]>;
}

/** What `composeRuntime` takes: every service given (the browser site's, or `defaultServices` filling the gaps). */
export interface ComposeRuntimeOptions extends Omit<RuntimeOptions, 'services'> {
  services: RuntimeServices;
}

/**
 * Composes a runtime over the given services. `createRuntime` fills missing services with in-memory ones; the browser
 * site gives all of its own, so a page's first script carries none of the in-memory implementations.
 */
export function composeRuntime(options: ComposeRuntimeOptions): Runtime {
  const logger = options.logger ?? createConsoleLogger();
  const services = options.services;
  const storage = options.storage === null ? undefined : (options.storage ?? browserLocalStorage());
  const url = options.url === null ? undefined : (options.url ?? browserUrl());
  const variables = createVariableStore(options.variables ?? [], { storage, url, logger });
  const globalContext = createReactiveRecord<Record<string, unknown>>(options.globalContext ?? {});
  const formulas = createFormulaRuntime({
    variables: () => variables.view,
    collections: () => services.collections.view,
    globalContext: () => globalContext.view,
    getLang: () => services.language.getLang(),
    getDefaultLang: () => services.language.getDefaultLang(),
    getUserRoles: options.getUserRoles,
    now: options.now,
    timeZone: options.timeZone,
    onFormula: options.onFormula,
    namedFormulas: options.namedFormulas,
    pluginFormulas: options.pluginFormulas,
    logger,
  });
  const workflows = createWorkflowRepository(options.appWorkflows, options.pageWorkflows);
  const actions = createDefaultActionRegistry();
  if (options.actions) actions.registerAll(options.actions);

  const context: RuntimeContext = {
    variables,
    formulas,
    services,
    logger,
    findWorkflow: (id) => workflows.get(id),
  };
  // The engine arrives with the first workflow (or loadWorkflows); once here, workflows start synchronously. The
  // formula helpers kept in their own chunks come with it: a workflow's formulas may call any of them, and an action
  // evaluating one that is missing would fail.
  let loaded: WorkflowEngine | undefined;
  let loadingEngine: Promise<WorkflowEngine> | undefined;
  const engine = () =>
    (loadingEngine ??= Promise.all([import('./workflows/engine'), loadFormulaHelpers()]).then(
      ([module]) => (loaded = new module.WorkflowEngine({ registry: actions, runtime: context, logger })),
    ));
  const withEngine = <T>(run: (current: WorkflowEngine) => Promise<T>): Promise<T> => (loaded ? run(loaded) : engine().then(run));
  const runAll = (list: readonly WorkflowDefinition[], executeOptions?: ExecuteOptions) =>
    list.length === 0 ? Promise.resolve([]) : withEngine((current) => current.runAll(list, executeOptions));

  return {
    ...context,
    actions,
    workflows,
    globalContext,
    loadWorkflows: () => Promise.all([engine(), loadGenericActions()]).then(() => undefined),
    runAll,
    runWorkflow(workflow, executeOptions) {
      const definition = typeof workflow === 'string' ? workflows.get(workflow) : workflow;
      if (definition === undefined) {
        logger.log('warn', 'Workflow not found.', { workflowId: workflow });
        return Promise.resolve({});
      }
      return withEngine((current) => current.execute(definition, executeOptions));
    },
    runTrigger: (trigger, executeOptions) => runAll(workflows.byTrigger(trigger), executeOptions),
    runElementEvent: (list, eventName, event, element) =>
      runAll(
        list.filter((workflow) => workflow.trigger === eventName),
        element === undefined ? { event } : { event, element },
      ),
  };
}
