// Resolves a parsed read against the schema cache into a tree: one node per embedded resource, each holding its
// relationship and the filters, logic trees, order and range addressed to it by path.
import type { EmbedPath, Filter, LogicTree, OrderTerm, QueryParams, RangeRequest, SelectItem } from '../parse/ast';
import { notEmbedded } from '../pgrst-errors';
import type { Relationship, SchemaCache, TableInfo } from '../schema/schema-types';
import { resolveRelationship } from './resolve';

export type EmbedItem = Extract<SelectItem, { kind: 'embed' }>;

export interface ReadNode {
  table: TableInfo;
  items: SelectItem[];
  embeds: Map<EmbedItem, EmbedNode>;
  byKey: Map<string, EmbedNode>;
  filters: Filter[];
  logic: LogicTree[];
  order: OrderTerm[];
  range?: RangeRequest;
}

export interface EmbedNode extends ReadNode {
  item: EmbedItem;
  key: string;
  relationship: Relationship;
  toOne: boolean;
}

function newNode(table: TableInfo, items: SelectItem[]): ReadNode {
  return { table, items, embeds: new Map(), byKey: new Map(), filters: [], logic: [], order: [] };
}

function plan(cache: SchemaCache, node: ReadNode): void {
  for (const item of node.items) {
    if (item.kind !== 'embed') continue;
    const relationship = resolveRelationship(cache, node.table, item.relation, item.hint);
    const child: EmbedNode = {
      ...newNode(relationship.target, item.children),
      item,
      key: item.alias ?? item.relation,
      relationship,
      toOne: relationship.cardinality === 'many-to-one' || relationship.cardinality === 'one-to-one',
    };
    plan(cache, child);
    node.embeds.set(item, child);
    node.byKey.set(child.key, child);
  }
}

function find(root: ReadNode, path: EmbedPath): ReadNode {
  let node = root;
  for (const name of path) {
    const next = node.byKey.get(name);
    if (!next) throw notEmbedded(name);
    node = next;
  }
  return node;
}

/** `select` may be replaced (writes without `select` return all columns). */
export function planRead(cache: SchemaCache, table: TableInfo, query: QueryParams, select: SelectItem[] = query.select): ReadNode {
  const root = newNode(table, select);
  plan(cache, root);
  for (const f of query.filters) find(root, f.path).filters.push(f.filter);
  for (const l of query.logic) find(root, l.path).logic.push(l.tree);
  for (const o of query.order) find(root, o.path).order.push(...o.terms);
  for (const [key, range] of query.ranges) {
    if (key === '') root.range = range;
    else find(root, key.split('.')).range = range;
  }
  return root;
}
