/**
 * The work-order pages (issue 38): the team board (`fleet/work-orders`), one work order (`fleet/work-order?order=`)
 * and the opening form (`fleet/work-order/new?truck=&fault=&task=`). Each is the fleet header and one element.
 */
import { f } from '@kit/runtime-react/authoring';
import type { PageNode } from '@kit/runtime-react/authoring';
import { workOrder, workOrderBoard, workOrderOpen } from '../../elements/work-orders/builder';
import { WORK_ORDER_PAGE, WORK_ORDER_PATH } from '../../elements/work-orders/paths';
import { fleetPage } from './fleet-chrome';

const query = (name: string) => f(`String((globalContext.browser.query || {}).${name} || '')`);

export function workOrderPages(): PageNode[] {
  return [
    fleetPage({
      id: WORK_ORDER_PAGE.board,
      path: WORK_ORDER_PATH.board,
      current: WORK_ORDER_PAGE.board,
      title: 'Work orders',
      description: 'The fleet team’s work orders by state, live: who is on which truck, what waits for parts, downtime and repeat faults.',
      heading: 'Work orders',
      intro: 'Every repair from the fault to the confirmed fix — live for the whole team.',
      content: workOrderBoard(),
    }),
    fleetPage({
      id: WORK_ORDER_PAGE.order,
      path: WORK_ORDER_PATH.order,
      current: WORK_ORDER_PAGE.board,
      title: 'Work order',
      description: 'A work order: the checklist from the diagnosis with readings and photos, parts used, and the confirmed cause.',
      heading: 'Work order',
      intro: 'Checks with their expected values and manual pages, parts from the parts manual, and the cause you found.',
      content: workOrder({ order: query('order') }),
    }),
    fleetPage({
      id: WORK_ORDER_PAGE.open,
      path: WORK_ORDER_PATH.open,
      current: WORK_ORDER_PAGE.board,
      title: 'Open a work order',
      description: 'Open a work order for a fleet truck, from a fault, a maintenance task that is due, or by hand.',
      heading: 'Open a work order',
      intro: 'From a fault, its diagnosis’ checks become the checklist.',
      content: workOrderOpen({ truck: query('truck'), fault: query('fault'), task: query('task') }),
    }),
  ];
}
