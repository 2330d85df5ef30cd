/**
 * Paginator: page links for a collection (bound by id: reads its total, limit and offset, and moving to a page sets
 * the collection's offset) or for custom numbers (total, limit, offset settings). Emits change with
 * { page, offset, limit, total }. A nav landmark whose current page carries aria-current.
 *
 * Without a collection store (the server renders with none) or before the collection is fetched, a bound paginator
 * shows the one page of an empty list, which is also what the browser's first render shows: hydration matches.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useRuntime } from '@kit/runtime-react';
import type { ElementProps } from '@kit/runtime-react';
import { useCollectionRecord } from './collection-paging';
import { normalizePagination, pageChange, paginate } from './pagination';
import type { PaginationState } from './pagination';
import { PAGINATOR_DEFAULTS } from './settings';
import type { PaginatorSettings } from './settings';

const noSubscription = () => () => undefined;
const isClient = () => true;
const isServer = () => false;

export function Paginator({ uid, settings, emit, className }: ElementProps<PaginatorSettings>) {
  const runtime = useRuntime();
  const custom = settings.useCustomPagination === true;
  const collectionId = !custom && typeof settings.collectionId === 'string' && settings.collectionId !== '' ? settings.collectionId : null;
  const { pageable, record } = useCollectionRecord(runtime, collectionId);
  const missing = !custom && (pageable === undefined || record === undefined);
  const hydrated = useSyncExternalStore(noSubscription, isClient, isServer);

  useEffect(() => {
    if (!missing || !hydrated) return;
    runtime.logger.log('warn', 'Paginator: no pageable collection to bind to.', { uid, collectionId, hasStore: pageable !== undefined });
  }, [missing, hydrated, runtime, uid, collectionId, pageable]);

  let state: PaginationState;
  if (custom) {
    state = normalizePagination(
      { total: settings.paginatorTotal, limit: settings.paginatorLimit, offset: settings.paginatorOffset },
      PAGINATOR_DEFAULTS,
    );
  } else {
    const total = normalizePagination({ total: record?.total }, { ...PAGINATOR_DEFAULTS, total: 0 }).total;
    // A collection without a limit shows every row: one page.
    state = normalizePagination({ total, limit: record?.limit, offset: record?.offset }, { total, limit: Math.max(1, total), offset: 0 });
  }
  const model = paginate(state);

  const goTo = (index: number) => {
    if (index === model.current || index < 0 || index >= model.pageCount || missing) return;
    const change = pageChange(model, index);
    if (!custom && pageable !== undefined && collectionId !== null) {
      pageable.setPagination(collectionId, { offset: change.offset }).catch((error: unknown) => {
        runtime.logger.log('error', 'Paginator: the collection could not change page.', { uid, collectionId, error: String(error) });
      });
    }
    emit('change', change);
  };

  const label = settings.ariaLabel === '' ? 'Pagination' : String(settings.ariaLabel);
  return (
    <nav data-uid={uid} className={`ww-paginator ${className}`} aria-label={label}>
      <ul className="ww-paginator__list">
        <li>
          <button
            type="button"
            className="ww-paginator__step"
            aria-label="Previous page"
            disabled={model.current === 0}
            onClick={() => goTo(model.current - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
        </li>
        {model.links.map((link) =>
          link.kind === 'gap' ? (
            <li key={link.key} className="ww-paginator__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={link.index}>
              <button
                type="button"
                className="ww-paginator__page"
                aria-label={`Page ${link.label}`}
                aria-current={link.current ? 'page' : undefined}
                onClick={() => goTo(link.index)}
              >
                {link.label}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="ww-paginator__step"
            aria-label="Next page"
            disabled={model.current >= model.pageCount - 1}
            onClick={() => goTo(model.current + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
