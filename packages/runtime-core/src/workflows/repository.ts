/** App-level and page-level workflows, found by id or by trigger. */
import type { WorkflowDefinition } from './types';

/** Page and app triggers (seed §4). */
export const WORKFLOW_TRIGGERS = {
  beforeCollectionFetchApp: 'before-collection-fetch-app',
  beforeCollectionFetch: 'before-collection-fetch',
  onloadApp: 'onload-app',
  onload: 'onload',
  pageUnload: 'page-unload',
} as const;

const APP_TRIGGERS = new Set<string>([WORKFLOW_TRIGGERS.beforeCollectionFetchApp, WORKFLOW_TRIGGERS.onloadApp]);

export function isAppTrigger(trigger: string): boolean {
  return APP_TRIGGERS.has(trigger);
}

export interface WorkflowRepository {
  setAppWorkflows(workflows: readonly WorkflowDefinition[]): void;
  setPageWorkflows(workflows: readonly WorkflowDefinition[]): void;
  /** Page workflows first, then app workflows. */
  get(id: string): WorkflowDefinition | undefined;
  /** App triggers (…-app) select app workflows; other triggers select page workflows. */
  byTrigger(trigger: string): WorkflowDefinition[];
}

export function createWorkflowRepository(
  app: readonly WorkflowDefinition[] = [],
  page: readonly WorkflowDefinition[] = [],
): WorkflowRepository {
  let appWorkflows = [...app];
  let pageWorkflows = [...page];
  return {
    setAppWorkflows: (workflows) => {
      appWorkflows = [...workflows];
    },
    setPageWorkflows: (workflows) => {
      pageWorkflows = [...workflows];
    },
    get: (id) => pageWorkflows.find((workflow) => workflow.id === id) ?? appWorkflows.find((workflow) => workflow.id === id),
    byTrigger: (trigger) => (isAppTrigger(trigger) ? appWorkflows : pageWorkflows).filter((workflow) => workflow.trigger === trigger),
  };
}
