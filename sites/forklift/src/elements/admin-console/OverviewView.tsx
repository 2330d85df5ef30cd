// /admin: the day's counts, each a link to the page that deals with it.
import type { AdminApi } from './admin-api';
import { adminHref } from './paths';
import { AdminLink, Loaded, useLoad } from './ui';

export function OverviewView({ api }: { api: AdminApi }) {
  const [overview, refresh] = useLoad(() => api.overview(), []);
  return (
    <Loaded load={overview} retry={refresh}>
      {(counts) => (
        <div className="ac-stats">
          {(
            [
              ['Codes to review', counts.unreviewed_codes, adminHref('codes'), counts.unreviewed_codes > 0],
              ['Imports running', counts.running_imports, adminHref('manuals'), false],
              ['Searches that found nothing (7 days)', counts.misses_week, adminHref('insights'), counts.misses_week > 0],
              ['Members', counts.members, adminHref('members'), false],
              ['Operator writes (7 days)', counts.admin_writes_week, adminHref('audit'), false],
            ] as const
          ).map(([label, value, href, attention]) => (
            <AdminLink key={label} href={href} className={`ff-card ac-stat${attention ? ' ac-stat--attention' : ''}`}>
              <span className="ac-stat__value">{value.toLocaleString('en-GB')}</span>
              <span className="ac-stat__label">{label}</span>
            </AdminLink>
          ))}
        </div>
      )}
    </Loaded>
  );
}
