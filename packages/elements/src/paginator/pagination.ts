/**
 * The paginator's arithmetic: pages = ceil(total / limit), current = floor(offset / limit), and the list of links
 * (first, …, previous, current, next, …, last) with 1-based labels.
 */

export interface PaginationState {
  total: number;
  limit: number;
  offset: number;
}

export type PageLink = { kind: 'page'; index: number; label: string; current: boolean } | { kind: 'gap'; key: string };

export interface PaginationModel extends PaginationState {
  /** At least one page, so an empty list still shows "1". */
  pageCount: number;
  /** 0-based index of the page holding `offset`. */
  current: number;
  links: PageLink[];
}

/** What the change event carries: the 1-based page, its offset, the limit and the total. */
export interface PageChange {
  page: number;
  offset: number;
  limit: number;
  total: number;
}

function wholeNumber(value: unknown, fallback: number, min: number): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? Math.max(min, Math.floor(number)) : fallback;
}

/** Reads total, limit and offset from settings or a collection, with the seed's defaults for unusable values. */
export function normalizePagination(
  input: { total?: unknown; limit?: unknown; offset?: unknown },
  defaults: PaginationState,
): PaginationState {
  return {
    total: wholeNumber(input.total, defaults.total, 0),
    limit: wholeNumber(input.limit, defaults.limit, 1),
    offset: wholeNumber(input.offset, defaults.offset, 0),
  };
}

export function paginate(state: PaginationState): PaginationModel {
  const pageCount = Math.max(1, Math.ceil(state.total / state.limit));
  const current = Math.min(Math.floor(state.offset / state.limit), pageCount - 1);
  const last = pageCount - 1;
  const shown = [...new Set([0, current - 1, current, current + 1, last])]
    .filter((index) => index >= 0 && index <= last)
    .sort((a, b) => a - b);
  const links: PageLink[] = [];
  let previous = -1;
  for (const index of shown) {
    if (index > previous + 1) links.push({ kind: 'gap', key: `gap-${previous}` });
    links.push({ kind: 'page', index, label: String(index + 1), current: index === current });
    previous = index;
  }
  return { ...state, pageCount, current, links };
}

/** The change for moving to a 0-based page index (clamped to the existing pages). */
export function pageChange(model: PaginationModel, index: number): PageChange {
  const page = Math.min(Math.max(0, Math.floor(index)), model.pageCount - 1);
  return { page: page + 1, offset: page * model.limit, limit: model.limit, total: model.total };
}
