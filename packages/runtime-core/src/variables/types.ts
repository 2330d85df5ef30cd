/** Variable definitions as the design data describes them (seed §3). */
import type { PathInput } from '@kit/formula';

export type VariableType = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'query' | 'any';

export interface VariableDefinition {
  id: string;
  name?: string;
  type: VariableType;
  defaultValue?: unknown;
  /** Persist the value in local storage; an invalid stored value falls back to the default. */
  isLocalStorage?: boolean;
  /** Keep the value when the visitor navigates to another page. */
  isPersistentOnNav?: boolean;
  /** Query parameter name of a query variable (defaults to its name). */
  queryName?: string;
  /** Store values by reference (files, SDK objects) instead of copying them. */
  preserveReference?: boolean;
}

/** Array update types (seed §5). */
export type ArrayUpdateType = 'update' | 'delete' | 'insert' | 'unshift' | 'push' | 'shift' | 'pop';

export const ARRAY_UPDATE_TYPES: readonly ArrayUpdateType[] = ['update', 'delete', 'insert', 'unshift', 'push', 'shift', 'pop'];

export interface VariableUpdateOptions {
  /** Set the value at this path inside an object (or array) variable. */
  path?: PathInput | null;
  /** Index for array updates (default 0). */
  index?: number | string | null;
  arrayUpdateType?: ArrayUpdateType | null;
}
