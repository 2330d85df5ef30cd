/**
 * The elements the portal renders with on the server (and compiles its design with): the library (@kit/elements),
 * runtime-react's library-component element, and the portal's own elements (sites/forklift/src/elements/<name>/).
 * Add a portal element here AND in browser-elements.ts (one line each).
 */
import { createElementRegistry, libraryComponentElement } from '@kit/runtime-react';
import { elementLibrary } from '@kit/elements';
import { adminConsoleElement } from './elements/admin-console/definition';
import { authLinkElement } from './elements/auth-link/definition';
import { diagnosticChatElement } from './elements/diagnostic-chat/definition';
import { filterSheetElement } from './elements/filter-sheet/definition';
import { fleetDashboardElement } from './elements/fleet-dashboard/definition';
import { fleetFaultElement } from './elements/fleet-fault/definition';
import { fleetInvitationElement } from './elements/fleet-invitation/definition';
import { fleetTeamElement } from './elements/fleet-team/definition';
import { fleetTruckElement } from './elements/fleet-truck/definition';
import { fleetTrucksElement } from './elements/fleet-trucks/definition';
import { workOrderBoardElement, workOrderElement, workOrderOpenElement } from './elements/work-orders/definition';
import { manualViewerElement } from './elements/manual-viewer/definition';
import { searchBoxElement } from './elements/search-box/definition';
import { searchResultsElement } from './elements/search-results/definition';
import { savedOfflineElement } from './elements/saved-offline/definition';

export const forkliftRegistry = createElementRegistry([
  ...elementLibrary,
  libraryComponentElement,
  // Portal elements (one line each): e.g. manualViewerElement,
  manualViewerElement,
  searchBoxElement,
  searchResultsElement,
  filterSheetElement,
  diagnosticChatElement,
  fleetDashboardElement,
  fleetTrucksElement,
  fleetTruckElement,
  fleetTeamElement,
  fleetInvitationElement,
  fleetFaultElement,
  workOrderBoardElement,
  workOrderElement,
  workOrderOpenElement,
  authLinkElement,
  savedOfflineElement,
  adminConsoleElement,
]);
