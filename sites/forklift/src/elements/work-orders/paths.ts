// The work-order pages' ids and paths (design and elements share them).

export const WORK_ORDER_PAGE = { board: 'fleet-work-orders', order: 'fleet-work-order', open: 'fleet-work-order-new' } as const;
export const WORK_ORDER_PATH = { board: 'fleet/work-orders', order: 'fleet/work-order', open: 'fleet/work-order/new' } as const;

export const workOrderHref = (id: string): string => `/${WORK_ORDER_PATH.order}?${new URLSearchParams({ order: id })}`;

/** The opening form for a truck, from one of its faults or maintenance tasks (empty values left out). */
export function openWorkOrderHref(input: { truck: string; fault?: string; task?: string }): string {
  const query = new URLSearchParams(
    Object.entries(input).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
  );
  return `/${WORK_ORDER_PATH.open}?${query}`;
}

/** The manual viewer at a page (a check's citation). */
export const manualPageHref = (manualId: string, page: number | null): string =>
  `/manual?${new URLSearchParams({ manual: manualId, ...(page ? { page: String(page) } : {}) })}`;
