/**
 * The elements the portal's browser entry registers: the library's basic elements at hand, every other definition
 * loaded with the pages that use it. Portal elements register here lazily (`lazyElement(type, () => import(...))`)
 * so a page's first script holds none it does not show. Keep in step with elements.ts.
 */
import { createElementRegistry, lazyElement, libraryComponentElement } from '@kit/runtime-react';
import { browserElementLibrary } from '@kit/elements';
import { authLinkElement } from './elements/auth-link/definition';
import { searchBoxElement } from './elements/search-box/definition';

export const forkliftBrowserRegistry = createElementRegistry([
  ...browserElementLibrary,
  libraryComponentElement,
  // At hand: the top bar's search box on every page is a plain form until its full code loads after hydration.
  searchBoxElement,
  // At hand: the account link notice reads the landing URL as the page opens (a few hundred bytes).
  authLinkElement,
  // Portal elements (one line each): e.g. lazyElement('forklift-manual-viewer', () => import('./elements/manual-viewer/definition').then((m) => m.manualViewerElement)),
  lazyElement('forklift-manual-viewer', () =>
    Promise.all([import('./elements/manual-viewer/definition'), import('./elements/manual-viewer/ManualViewer')]).then(
      ([m]) => m.manualViewerElement,
    ),
  ),
  lazyElement('forklift-search-results', () =>
    Promise.all([import('./elements/search-results/definition'), import('./elements/search-results/SearchResults')]).then(
      ([m]) => m.searchResultsElement,
    ),
  ),
  lazyElement('forklift-filter-sheet', () =>
    Promise.all([import('./elements/filter-sheet/definition'), import('./elements/filter-sheet/FilterSheetElement')]).then(
      ([m]) => m.filterSheetElement,
    ),
  ),
  lazyElement('forklift-diagnostic-chat', () =>
    Promise.all([import('./elements/diagnostic-chat/definition'), import('./elements/diagnostic-chat/DiagnosticChat')]).then(
      ([m]) => m.diagnosticChatElement,
    ),
  ),
  lazyElement('forklift-fleet-dashboard', () =>
    Promise.all([import('./elements/fleet-dashboard/definition'), import('./elements/fleet-dashboard/FleetDashboard')]).then(
      ([m]) => m.fleetDashboardElement,
    ),
  ),
  lazyElement('forklift-fleet-trucks', () =>
    Promise.all([import('./elements/fleet-trucks/definition'), import('./elements/fleet-trucks/FleetTrucks')]).then(
      ([m]) => m.fleetTrucksElement,
    ),
  ),
  lazyElement('forklift-fleet-truck', () =>
    Promise.all([import('./elements/fleet-truck/definition'), import('./elements/fleet-truck/FleetTruck')]).then(
      ([m]) => m.fleetTruckElement,
    ),
  ),
  lazyElement('forklift-fleet-team', () =>
    Promise.all([import('./elements/fleet-team/definition'), import('./elements/fleet-team/FleetTeam')]).then(([m]) => m.fleetTeamElement),
  ),
  lazyElement('forklift-fleet-invitation', () =>
    Promise.all([import('./elements/fleet-invitation/definition'), import('./elements/fleet-invitation/FleetInvitation')]).then(
      ([m]) => m.fleetInvitationElement,
    ),
  ),
  lazyElement('forklift-fleet-fault', () =>
    Promise.all([import('./elements/fleet-fault/definition'), import('./elements/fleet-fault/FleetFault')]).then(
      ([m]) => m.fleetFaultElement,
    ),
  ),
  lazyElement('forklift-saved-offline', () =>
    Promise.all([import('./elements/saved-offline/definition'), import('./elements/saved-offline/SavedOffline')]).then(
      ([m]) => m.savedOfflineElement,
    ),
  ),
  lazyElement('forklift-work-order-board', () =>
    Promise.all([import('./elements/work-orders/definition'), import('./elements/work-orders/WorkOrderBoard')]).then(
      ([m]) => m.workOrderBoardElement,
    ),
  ),
  lazyElement('forklift-work-order', () =>
    Promise.all([import('./elements/work-orders/definition'), import('./elements/work-orders/WorkOrderPage')]).then(
      ([m]) => m.workOrderElement,
    ),
  ),
  lazyElement('forklift-work-order-open', () =>
    Promise.all([import('./elements/work-orders/definition'), import('./elements/work-orders/WorkOrderOpen')]).then(
      ([m]) => m.workOrderOpenElement,
    ),
  ),
  lazyElement('forklift-admin-console', () =>
    Promise.all([import('./elements/admin-console/definition'), import('./elements/admin-console/AdminConsole')]).then(
      ([m]) => m.adminConsoleElement,
    ),
  ),
]);
