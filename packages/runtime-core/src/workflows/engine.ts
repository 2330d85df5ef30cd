/**
 * The workflow engine: runs actions from firstAction following `next` or the branch matching the
 * result (else the default branch); disabled actions are skipped and follow no branch; an error is
 * stored, logged and rethrown, then the error branch runs; the loop guard stops runaway call chains.
 */
import type { LogLevel, Logger } from '../adapters/logger';
import type { LocalScope } from '../formulas/formula-runtime';
import { ACTION_MESSAGES, WORKFLOW_ERROR_LOG, workflowActionError } from './action-messages';
import type { ElementContext } from '../services/types';
import { detectInfiniteLoop } from './callstack';
import { toErrorObject } from './error-object';
import type { ActionRegistry } from './registry';
import type {
  ActionContext,
  ActionDefinition,
  ActionRecord,
  BranchDefinition,
  ChainControl,
  ChainOutcome,
  ExecuteOptions,
  RuntimeContext,
  WorkflowDefinition,
  WorkflowOutcome,
  WorkflowResults,
} from './types';

const EMPTY: Readonly<Record<string, unknown>> = Object.freeze({});

/** One run of one workflow: its results, call chain, event and formula context. */
class Execution {
  readonly results: WorkflowResults = {};
  readonly callstack: readonly string[];
  readonly event: unknown;
  readonly element: ElementContext | undefined;
  readonly formulaContext: Readonly<Record<string, unknown>>;
  readonly local: LocalScope;

  constructor(
    readonly workflow: WorkflowDefinition,
    options: ExecuteOptions,
    callstack: readonly string[],
  ) {
    this.callstack = callstack;
    this.event = options.event;
    this.element = options.element;
    this.formulaContext = {
      ...(options.context ?? EMPTY),
      workflow: this.results,
      parameters: options.parameters ?? EMPTY,
      ...(options.element === undefined ? {} : { element: options.element }),
    };
    this.local = { context: this.formulaContext, event: options.event };
  }

  record(actionId: string): ActionRecord {
    const existing = this.results[actionId] as ActionRecord | undefined;
    if (existing !== undefined) return existing;
    const created: ActionRecord = { result: undefined, error: null };
    this.results[actionId] = created;
    return created;
  }
}

/** The handler's view of one running action. */
class ActionInvocation implements ActionContext {
  control: ChainControl | undefined;
  returned: unknown;

  constructor(
    private readonly engine: WorkflowEngine,
    private readonly execution: Execution,
    readonly actionId: string,
    readonly isError: boolean,
  ) {}

  get runtime(): RuntimeContext {
    return this.engine.runtime;
  }
  get workflow(): WorkflowDefinition {
    return this.execution.workflow;
  }
  get event(): unknown {
    return this.execution.event;
  }
  get element(): ElementContext | undefined {
    return this.execution.element;
  }
  get results(): WorkflowResults {
    return this.execution.results;
  }
  get callstack(): readonly string[] {
    return this.execution.callstack;
  }
  get formulaContext(): Readonly<Record<string, unknown>> {
    return this.execution.formulaContext;
  }

  evaluate(value: unknown): unknown {
    if (value === null || typeof value !== 'object') return value;
    return this.engine.runtime.formulas.evaluate(value, this.execution.local);
  }

  runChain(firstActionId: string | null | undefined): Promise<ChainOutcome> {
    return this.engine.runChain(this.execution, firstActionId, this.isError);
  }

  executeWorkflow(workflow: WorkflowDefinition, options: Omit<ExecuteOptions, 'callstack'> = {}): Promise<WorkflowOutcome> {
    return this.engine.execute(workflow, { ...options, callstack: this.execution.callstack });
  }

  record(): ActionRecord {
    return this.execution.record(this.actionId);
  }

  stopChain(): void {
    this.control = 'stop';
  }

  breakLoop(): void {
    this.control = 'break';
  }

  returnWith(value: unknown): void {
    this.control = 'return';
    this.returned = value;
  }

  propagate(outcome: ChainOutcome): void {
    if (outcome.control === undefined) return;
    this.control = outcome.control;
    this.returned = outcome.returned;
  }

  log(level: LogLevel, message: string, meta: Record<string, unknown> = {}): void {
    this.engine.logger.log(level, message, { workflowId: this.execution.workflow.id, actionId: this.actionId, ...meta });
  }
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

function pickBranch(branches: readonly BranchDefinition[] | undefined, result: unknown): BranchDefinition | undefined {
  if (branches === undefined || branches.length === 0) return undefined;
  let fallback: BranchDefinition | undefined;
  for (const branch of branches) {
    if (branch.value === result) return branch;
    if (branch.isDefault && fallback === undefined) fallback = branch;
  }
  return fallback;
}

export interface WorkflowEngineOptions {
  registry: ActionRegistry;
  runtime: RuntimeContext;
  logger: Logger;
}

export class WorkflowEngine {
  readonly registry: ActionRegistry;
  readonly runtime: RuntimeContext;
  readonly logger: Logger;

  constructor(options: WorkflowEngineOptions) {
    this.registry = options.registry;
    this.runtime = options.runtime;
    this.logger = options.logger;
  }

  /** Runs a workflow: its main chain, then its error branch when the main chain failed. */
  async execute(workflow: WorkflowDefinition, options: ExecuteOptions = {}): Promise<WorkflowOutcome> {
    const callstack = [...(options.callstack ?? []), workflow.id];
    if (detectInfiniteLoop(callstack)) {
      this.logger.log('warn', ACTION_MESSAGES.INFINITE_LOOP, {
        workflowId: workflow.id,
        callstack,
        error: workflowActionError('INFINITE_LOOP', { workflowId: workflow.id }).toJSON(),
      });
      return { stopped: true };
    }
    const execution = new Execution(workflow, options, callstack);
    let outcome: ChainOutcome;
    try {
      outcome = await this.runChain(execution, workflow.firstAction, false);
    } catch (error) {
      return this.#recover(execution, error);
    }
    return { result: outcome.control === 'return' ? outcome.returned : outcome.result, results: execution.results };
  }

  /** Stores the error as the workflow's error, logs it, and runs the error branch. */
  async #recover(execution: Execution, error: unknown): Promise<WorkflowOutcome> {
    const workflow = execution.workflow;
    const errorObject = toErrorObject(error);
    this.logger.log('error', WORKFLOW_ERROR_LOG, { workflowId: workflow.id, error: errorObject });
    execution.results.error = errorObject;
    let result: unknown;
    if (workflow.firstErrorAction) {
      try {
        const outcome = await this.runChain(execution, workflow.firstErrorAction, true);
        result = outcome.control === 'return' ? outcome.returned : outcome.result;
      } catch (branchError) {
        // The workflow's error stays the first one; a failing error branch is only logged.
        this.logger.log('error', 'The error branch failed', { workflowId: workflow.id, error: toErrorObject(branchError) });
      }
    }
    return { error, result, results: execution.results };
  }

  /** Runs actions from `firstActionId` until the chain ends, a control action stops it, or an action throws. */
  async runChain(execution: Execution, firstActionId: string | null | undefined, isError: boolean): Promise<ChainOutcome> {
    const actions = execution.workflow.actions;
    let id: string | null | undefined = firstActionId;
    let queue: string[] | undefined;
    let result: unknown;
    while (id) {
      const action: ActionDefinition | undefined = actions[id];
      if (action === undefined) return { result: undefined };
      let value: unknown;
      if (!action.disabled) {
        const handler = this.registry.get(action.type);
        if (handler === undefined) {
          this.logger.log('warn', `Unknown action type "${action.type}"`, { workflowId: execution.workflow.id, actionId: id });
        } else {
          const invocation = new ActionInvocation(this, execution, id, isError);
          try {
            value = handler(action, invocation);
            if (isPromiseLike(value)) value = await value;
          } catch (error) {
            const record = execution.record(id);
            record.result = undefined;
            record.error = toErrorObject(error);
            this.logger.log('error', 'An error happened during the execution of the workflow', {
              workflowId: execution.workflow.id,
              actionId: id,
              error: record.error,
            });
            throw error;
          }
          const record = execution.record(id);
          record.result = value;
          record.error = null;
          if (invocation.control !== undefined) {
            return { result: value, control: invocation.control, returned: invocation.returned };
          }
        }
      }
      result = value;
      const branch = action.disabled ? undefined : pickBranch(action.branches, value);
      if (branch?.id) {
        if (action.next) (queue ??= []).unshift(action.next);
        id = branch.id;
      } else if (action.next) {
        id = action.next;
      } else {
        id = queue?.shift();
      }
    }
    return { result };
  }

  /** Runs the given workflows (concurrently) with one event; used for triggers and element events. */
  runAll(workflows: readonly WorkflowDefinition[], options: ExecuteOptions = {}): Promise<WorkflowOutcome[]> {
    return Promise.all(workflows.map((workflow) => this.execute(workflow, options)));
  }
}
