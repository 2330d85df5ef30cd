/**
 * The fleet pages (issue 25): the dashboard (`fleet`), trucks (`fleet/trucks`), a truck (`fleet/truck?truck=`), the
 * team (`fleet/team`), the invitation link's landing (`fleet/invitation?token=`, open) and the fault form
 * (`fleet/log-fault?truck=&brand=&code=&symptoms=&diagnosis=`). Each is the fleet header and one fleet element.
 */
import { f } from '@kit/runtime-react/authoring';
import type { PageNode } from '@kit/runtime-react/authoring';
import { fleetDashboard } from '../../elements/fleet-dashboard/builder';
import { fleetFault } from '../../elements/fleet-fault/builder';
import { fleetInvitation } from '../../elements/fleet-invitation/builder';
import { FLEET_PAGE, FLEET_PATH } from '../../elements/fleet-common/paths';
import { fleetTeam } from '../../elements/fleet-team/builder';
import { fleetTruck } from '../../elements/fleet-truck/builder';
import { fleetTrucks } from '../../elements/fleet-trucks/builder';
import { fleetPage } from './fleet-chrome';

const query = (name: string) => f(`String((globalContext.browser.query || {}).${name} || '')`);

export function fleetPages(): PageNode[] {
  return [
    fleetPage({
      id: FLEET_PAGE.dashboard,
      path: FLEET_PATH.dashboard,
      current: FLEET_PAGE.dashboard,
      title: 'Fleet dashboard',
      description:
        'Your fleet at a glance: fault events as technicians log them, trucks throwing the same code again, and maintenance due across the trucks.',
      heading: 'Fleet dashboard',
      intro: 'Faults as they are logged, codes that keep coming back, and service work falling due.',
      content: fleetDashboard(),
    }),
    fleetPage({
      id: FLEET_PAGE.trucks,
      path: FLEET_PATH.trucks,
      current: FLEET_PAGE.trucks,
      title: 'Fleet trucks',
      description: 'The fleet’s trucks by serial number: add one, or import the fleet list from CSV with a preview and per-row checks.',
      heading: 'Trucks',
      intro: 'Every truck by serial number — the serial decides which manuals and codes apply.',
      content: fleetTrucks(),
    }),
    fleetPage({
      id: FLEET_PAGE.truck,
      path: FLEET_PATH.truck,
      current: FLEET_PAGE.trucks,
      title: 'Truck',
      description:
        'One truck: the manuals covering its serial number, its error codes, service history, maintenance due, and a search scoped to it.',
      intro: 'Manuals for its serial, history, maintenance due and a search that only looks at this truck.',
      content: fleetTruck({ truck: query('truck') }),
    }),
    fleetPage({
      id: FLEET_PAGE.team,
      path: FLEET_PATH.team,
      current: FLEET_PAGE.team,
      title: 'Fleet team',
      description: 'Create your fleet organization, invite fleet managers, technicians and viewers by e-mail, and manage who is in it.',
      heading: 'Team',
      intro: 'Owners and fleet managers run the trucks and the team; technicians log faults and work the orders; viewers read.',
      content: fleetTeam(),
    }),
    fleetPage({
      id: FLEET_PAGE.invitation,
      path: FLEET_PATH.invitation,
      open: true,
      title: 'Fleet invitation',
      description: 'Accept an invitation to a LiftFix fleet: sign in or create an account with the invited e-mail address.',
      heading: 'You are invited to a fleet',
      intro: 'Join the fleet to see its trucks, their manuals and fault history, and to log faults.',
      content: fleetInvitation({ token: query('token') }),
    }),
    fleetPage({
      id: FLEET_PAGE.fault,
      path: FLEET_PATH.fault,
      title: 'Log a fault',
      description:
        'Log a fault on a fleet truck: code, date, hour meter, symptoms, the diagnosis used, what fixed it, parts and time spent.',
      heading: 'Log a fault',
      intro: 'What the truck did and what fixed it — the next technician starts from here.',
      content: fleetFault({
        truck: query('truck'),
        brand: query('brand'),
        code: query('code'),
        symptoms: query('symptoms'),
        diagnosis: query('diagnosis'),
      }),
    }),
  ];
}
