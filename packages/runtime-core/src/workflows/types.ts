/** Workflow and action shapes (seed §3), the action handler contract, and what handlers can reach. */
import type { Logger, LogLevel } from '../adapters/logger';
import type { ClipboardAdapter, GeolocationAdapter } from '../adapters/device';
import type { FileService } from '../adapters/files';
import type { Timers } from '../adapters/timers';
import type { FormulaRuntime } from '../formulas/formula-runtime';
import type { CustomCodeRegistry } from '../services/custom-code';
import type {
  CollectionService,
  ElementContext,
  ElementService,
  LanguageService,
  NavigationService,
  PopupService,
  ThemeService,
} from '../services/types';
import type { VariableStore } from '../variables/store';

export interface BranchDefinition {
  id?: string | null;
  value?: unknown;
  isDefault?: boolean;
}

/** One action; its own settings (varId, value, collectionId…) sit beside the common fields. */
export interface ActionDefinition {
  id?: string;
  type: string;
  name?: string;
  next?: string | null;
  branches?: readonly BranchDefinition[];
  disabled?: boolean;
  readonly [setting: string]: unknown;
}

export interface WorkflowDefinition {
  id: string;
  name?: string;
  /** Page or app trigger (onload, onload-app…) or an element event name (click, change…). */
  trigger?: string;
  actions: Readonly<Record<string, ActionDefinition>>;
  firstAction?: string | null;
  firstErrorAction?: string | null;
}

export interface LoopState {
  index: number;
  item: unknown;
  items: readonly unknown[];
}

/** What later formulas read as `context.workflow[actionId]`. */
export interface ActionRecord {
  result: unknown;
  error: unknown;
  loop?: LoopState;
}

/** Results of one execution, by action id; `error` holds the workflow's error once it failed. */
export type WorkflowResults = Record<string, ActionRecord | unknown>;

export interface WorkflowOutcome {
  result?: unknown;
  error?: unknown;
  /** Set when the loop guard stopped the workflow before it started. */
  stopped?: boolean;
  results?: WorkflowResults;
}

/** How a chain of actions ended besides running out of actions. */
export type ChainControl = 'stop' | 'break' | 'return';

export interface ChainOutcome {
  result: unknown;
  control?: ChainControl;
  /** The value of a `return` action. */
  returned?: unknown;
}

export interface ExecuteOptions {
  event?: unknown;
  /** Extra `context` names for formulas (item, element data…). */
  context?: Readonly<Record<string, unknown>>;
  /** Values readable as `context.parameters`. */
  parameters?: Readonly<Record<string, unknown>>;
  /** Workflow ids of the calling chain (loop guard). */
  callstack?: readonly string[];
  /** The element or library component the workflow belongs to. */
  element?: ElementContext;
}

/** The services actions use; issue 7 supplies real navigation, collections, popups and plugins. */
export interface RuntimeServices {
  navigation: NavigationService;
  collections: CollectionService;
  popups: PopupService;
  language: LanguageService;
  theme: ThemeService;
  elements: ElementService;
  files: FileService;
  clipboard: ClipboardAdapter | undefined;
  geolocation: GeolocationAdapter | undefined;
  timers: Timers;
  customCode: CustomCodeRegistry<ActionContext>;
}

/** What every action handler can reach. */
export interface RuntimeContext {
  readonly variables: VariableStore;
  readonly formulas: FormulaRuntime;
  readonly services: RuntimeServices;
  readonly logger: Logger;
  /** Finds a workflow by id (page workflows first, then app workflows). */
  findWorkflow(id: string): WorkflowDefinition | undefined;
}

/** The handler's view of the running action. */
export interface ActionContext {
  readonly runtime: RuntimeContext;
  readonly workflow: WorkflowDefinition;
  readonly actionId: string;
  readonly event: unknown;
  readonly element: ElementContext | undefined;
  readonly results: WorkflowResults;
  /** Whether the action runs in the workflow's error branch. */
  readonly isError: boolean;
  readonly callstack: readonly string[];
  /** The `context` formulas of this execution see. */
  readonly formulaContext: Readonly<Record<string, unknown>>;
  /** Resolves a bound value (formulas inside) in this execution's scope. */
  evaluate(value: unknown): unknown;
  /** Runs a chain of actions of this workflow (loop bodies, try/catch blocks). */
  runChain(firstActionId: string | null | undefined): Promise<ChainOutcome>;
  /** Runs another workflow from this one (the loop guard sees the call chain). */
  executeWorkflow(workflow: WorkflowDefinition, options?: Omit<ExecuteOptions, 'callstack'>): Promise<WorkflowOutcome>;
  /** This action's entry in the results (`context.workflow[actionId]`): handlers may publish `loop` or `error`. */
  record(): ActionRecord;
  /** Ends the current chain (filter, continue): an enclosing loop goes on with its next item. */
  stopChain(): void;
  /** Ends the current chain and the enclosing loop. */
  breakLoop(): void;
  /** Ends the workflow with a value. */
  returnWith(value: unknown): void;
  /** Passes on the control signal of a sub-chain (a break inside a try block…). */
  propagate(outcome: ChainOutcome): void;
  log(level: LogLevel, message: string, meta?: Record<string, unknown>): void;
}

/** Runs one action and returns its result (or a promise of it). */
export type ActionHandler = (action: ActionDefinition, context: ActionContext) => unknown;
