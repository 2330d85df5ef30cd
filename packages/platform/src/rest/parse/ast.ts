// The typed request the parsers produce: select tree, filters, logic trees, order terms, ranges, preferences.

export interface JsonStep {
  arrow: '->' | '->>';
  /** A key, or an array index when `index` is true (then `key` holds the signed integer text). */
  key: string;
  index: boolean;
}

export interface Field {
  name: string;
  path: JsonStep[];
}

export type AggregateFunction = 'sum' | 'avg' | 'count' | 'max' | 'min';

export type SelectItem =
  | { kind: 'star' }
  | {
      kind: 'field';
      field: Field;
      alias?: string;
      cast?: string;
      aggregate?: AggregateFunction;
      aggregateCast?: string;
    }
  | { kind: 'count'; alias?: string; aggregateCast?: string }
  | {
      kind: 'embed';
      relation: string;
      alias?: string;
      hint?: string;
      joinType?: 'inner' | 'left';
      spread: boolean;
      children: SelectItem[];
    };

export type QuantOperator = 'eq' | 'gte' | 'gt' | 'lte' | 'lt' | 'like' | 'ilike' | 'match' | 'imatch';
export type SimpleOperator = 'neq' | 'cs' | 'cd' | 'ov' | 'sl' | 'sr' | 'nxr' | 'nxl' | 'adj';
export type FtsOperator = 'fts' | 'plfts' | 'phfts' | 'wfts';
export type IsValue = 'null' | 'not_null' | 'true' | 'false' | 'unknown';

export type Operation =
  | { kind: 'quant'; op: QuantOperator; quantifier?: 'any' | 'all'; value: string }
  | { kind: 'simple'; op: SimpleOperator; value: string }
  | { kind: 'in'; values: string[] }
  | { kind: 'is'; value: IsValue }
  | { kind: 'isdistinct'; value: string }
  | { kind: 'fts'; op: FtsOperator; config?: string; value: string };

export interface OpExpr {
  negated: boolean;
  operation: Operation;
}

export interface Filter {
  field: Field;
  expr: OpExpr;
}

export type LogicTree =
  { kind: 'expr'; negated: boolean; operator: 'and' | 'or'; children: LogicTree[] } | { kind: 'filter'; filter: Filter };

export interface OrderTerm {
  /** Set for a related order: `rel(col).asc`. */
  relation?: string;
  field: Field;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

/** The embed path of a parameter: `comments.author.name=eq.x` → ['comments', 'author']. */
export type EmbedPath = string[];

export interface PathFilter {
  path: EmbedPath;
  filter: Filter;
  /** The parameter as sent, for rpc reads where a name may be an argument instead. */
  raw: { key: string; value: string };
}

export interface RangeRequest {
  offset: number;
  /** undefined = no upper bound */
  limit?: number;
}

export interface QueryParams {
  select: SelectItem[];
  filters: PathFilter[];
  logic: Array<{ path: EmbedPath; tree: LogicTree }>;
  order: Array<{ path: EmbedPath; terms: OrderTerm[] }>;
  /** keyed by the embed path joined with '.', '' for the top level */
  ranges: Map<string, RangeRequest>;
  columns?: string[];
  onConflict?: string[];
  /** Parameters without an operator on rpc reads: function arguments. */
  rpcArgs: Array<[string, string]>;
}
