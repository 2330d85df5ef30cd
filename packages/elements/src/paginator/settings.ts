/** The paginator's settings and their defaults (seed §3 and §9: total 10, limit 5, offset 0, custom pagination off). */

export interface PaginatorSettings extends Record<string, unknown> {
  useCustomPagination: boolean;
  collectionId: string | null;
  paginatorTotal: number;
  paginatorLimit: number;
  paginatorOffset: number;
  /** The navigation landmark's accessible name. */
  ariaLabel: string;
}

export const PAGINATOR_DEFAULTS = { total: 10, limit: 5, offset: 0 } as const;
