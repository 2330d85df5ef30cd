/**
 * The operator console element: one view per console page (paths.ts), each reading and writing through the API
 * under the admin's own token. The server has already refused anyone without the admin role; the functions refuse
 * again (admin_require), so a stale page in a signed-out tab shows the refusal as a sentence, not data.
 */
import { useMemo } from 'react';
import type { ElementProps } from '@kit/runtime-react';
import { createAdminApi } from './admin-api';
import { AuditView } from './AuditView';
import { BrandsView } from './BrandsView';
import { CodesView } from './CodesView';
import type { AdminConsoleSettings } from './definition';
import { InsightsView } from './InsightsView';
import { ManualsView } from './ManualsView';
import { MembersView } from './MembersView';
import { OverviewView } from './OverviewView';
import { isAdminView } from './paths';
import { SalesView } from './SalesView';

export function AdminConsole({ settings, className }: ElementProps<AdminConsoleSettings>) {
  const api = useMemo(() => createAdminApi(), []);
  const view = isAdminView(settings.view) ? settings.view : 'overview';
  const query = typeof settings.query === 'string' ? settings.query : '';
  return (
    <div className={`ff ac ${className}`}>
      {view === 'overview' ? <OverviewView api={api} /> : null}
      {view === 'manuals' ? <ManualsView api={api} query={query} /> : null}
      {view === 'codes' ? <CodesView api={api} /> : null}
      {view === 'brands' ? <BrandsView api={api} /> : null}
      {view === 'members' ? <MembersView api={api} /> : null}
      {view === 'sales' ? <SalesView api={api} /> : null}
      {view === 'insights' ? <InsightsView api={api} /> : null}
      {view === 'audit' ? <AuditView api={api} /> : null}
    </div>
  );
}
