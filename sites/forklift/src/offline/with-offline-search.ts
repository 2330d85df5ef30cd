// The results page's API with search answered from the phone when the network is off or does not answer (a refusal
// from the server is not an outage and is shown as it is). Offline hits carry `offline: true`.
import { PortalApiError, type PortalApi } from '../search/portal-api';
import { createOfflineSearcher, type OfflineSearcher } from './offline-search';

export function withOfflineSearch(api: PortalApi, searcher: OfflineSearcher = createOfflineSearcher()): PortalApi {
  return {
    ...api,
    async search(query, filters = {}, maxResults = 20, signal) {
      const offline = () => searcher.search(query, filters.brand ?? null, maxResults);
      if (typeof navigator !== 'undefined' && !navigator.onLine && (await searcher.hasContent())) return offline();
      try {
        return await api.search(query, filters, maxResults, signal);
      } catch (error) {
        if (error instanceof PortalApiError || signal?.aborted || !(await searcher.hasContent())) throw error;
        return offline();
      }
    },
  };
}
