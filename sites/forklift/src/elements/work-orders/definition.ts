/** The work-order elements' definitions (board, one order, the opening form); their components load lazily. */
import { defineElement, lazyElementComponent } from '@kit/runtime-react';

export interface WorkOrderPageSettings extends Record<string, unknown> {
  /** The work order's id (the page binds it to `?order=`). */
  order: string;
}

export interface WorkOrderOpenSettings extends Record<string, unknown> {
  truck: string;
  fault: string;
  task: string;
}

const LazyBoard = lazyElementComponent(() => import('./WorkOrderBoard').then((module) => module.WorkOrderBoard));
const LazyOrder = lazyElementComponent(() => import('./WorkOrderPage').then((module) => module.WorkOrderPage));
const LazyOpen = lazyElementComponent(() => import('./WorkOrderOpen').then((module) => module.WorkOrderOpen));

const common = { events: [], states: [], actions: [], variables: {}, lazy: true } as const;

export const workOrderBoardElement = defineElement<Record<string, unknown>>({
  type: 'forklift-work-order-board',
  settings: {},
  ...common,
  component: LazyBoard,
});

export const workOrderElement = defineElement<WorkOrderPageSettings>({
  type: 'forklift-work-order',
  settings: { order: { default: '' } },
  ...common,
  component: LazyOrder,
});

export const workOrderOpenElement = defineElement<WorkOrderOpenSettings>({
  type: 'forklift-work-order-open',
  settings: { truck: { default: '' }, fault: { default: '' }, task: { default: '' } },
  ...common,
  component: LazyOpen,
});
