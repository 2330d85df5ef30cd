/**
 * The paginator element's definition: settings with their defaults, events, states and exposed variables. Its component
 * loads lazily (its own chunk), so only pages that use it fetch it.
 */
import { defineElement, lazyElementComponent } from '@kit/runtime-react';
import { PAGINATOR_DEFAULTS } from './settings';
import type { PaginatorSettings } from './settings';

const LazyPaginator = lazyElementComponent(() => import('./Paginator').then((module) => module.Paginator));

export const paginatorElement = defineElement<PaginatorSettings>({
  type: 'paginator',
  settings: {
    useCustomPagination: { default: false, options: [true, false] },
    collectionId: { default: null },
    paginatorTotal: { default: PAGINATOR_DEFAULTS.total },
    paginatorLimit: { default: PAGINATOR_DEFAULTS.limit },
    paginatorOffset: { default: PAGINATOR_DEFAULTS.offset },
    ariaLabel: { default: 'Pagination' },
  },
  events: ['change'],
  component: LazyPaginator,
  lazy: true,
});
