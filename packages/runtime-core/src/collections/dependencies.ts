/**
 * Which collections a collection's settings read (from the formulas inside them, `collections['id']`
 * or `collections.name`), and a fetch order where a collection comes after those it reads.
 */
import { isFormulaBinding, isObjectLike, parseFormula } from '@kit/formula';
import type { CollectionDefinition } from './types';

type Node = Record<string, unknown>;

function walk(node: unknown, found: Set<string>): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, found);
    return;
  }
  if (!isObjectLike(node)) return;
  const current = node as Node;
  if (current.type === 'MemberExpression') {
    const object = current.object as Node | undefined;
    const property = current.property as Node | undefined;
    if (object?.type === 'Identifier' && object.name === 'collections' && property) {
      if (current.computed !== true && property.type === 'Identifier') found.add(String(property.name));
      if (current.computed === true && property.type === 'Literal' && typeof property.value === 'string') found.add(property.value);
    }
  }
  for (const [key, child] of Object.entries(current)) {
    if (key !== 'type' && typeof child === 'object' && child !== null) walk(child, found);
  }
}

const TEXT_READ = /collections\s*(?:\?\.)?\s*(?:\[\s*(['"`])([^'"`]+)\1\s*\]|\.\s*([A-Za-z_$][\w$]*))/g;

/** Names or ids of the collections read by the formulas anywhere inside a value. */
export function collectionReads(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (isFormulaBinding(value)) {
    try {
      walk(parseFormula(value.code), found);
    } catch {
      for (const match of value.code.matchAll(TEXT_READ)) found.add((match[2] ?? match[3]) as string);
    }
    collectionReads(value.filter, found);
    collectionReads(value.sort, found);
    return found;
  }
  if (Array.isArray(value)) for (const item of value) collectionReads(item, found);
  else if (isObjectLike(value)) for (const item of Object.values(value)) collectionReads(item, found);
  return found;
}

/** The collections each one waits for, among the given ones (by id; names are mapped to ids). */
export function collectionDependencies(definitions: readonly CollectionDefinition[]): Map<string, Set<string>> {
  const byKey = new Map<string, string>();
  for (const definition of definitions) if (definition.name) byKey.set(definition.name, definition.id);
  for (const definition of definitions) byKey.set(definition.id, definition.id);
  const graph = new Map<string, Set<string>>();
  for (const definition of definitions) {
    const reads = collectionReads({ ...definition, id: undefined, name: undefined });
    const deps = new Set<string>();
    for (const key of reads) {
      const id = byKey.get(key);
      if (id !== undefined && id !== definition.id) deps.add(id);
    }
    graph.set(definition.id, deps);
  }
  return graph;
}

export interface FetchPlan {
  /** Ids in an order where every collection comes after those it reads. */
  order: string[];
  /** For each id, the ids it waits for (those earlier in the order). */
  waitsFor: Map<string, string[]>;
  /** Ids caught in a dependency cycle (fetched last, in their given order). */
  cyclic: string[];
}

/** A topological order (stable: ties keep the given order); cycles are broken, not fatal. */
export function planFetchOrder(definitions: readonly CollectionDefinition[]): FetchPlan {
  const graph = collectionDependencies(definitions);
  const remaining = new Map([...graph].map(([id, deps]) => [id, new Set(deps)]));
  const order: string[] = [];
  let progress = true;
  while (remaining.size > 0 && progress) {
    progress = false;
    for (const [id, deps] of remaining) {
      if ([...deps].every((dep) => !remaining.has(dep))) {
        order.push(id);
        remaining.delete(id);
        progress = true;
      }
    }
  }
  const cyclic = [...remaining.keys()];
  order.push(...cyclic);
  const position = new Map(order.map((id, index) => [id, index]));
  const waitsFor = new Map<string, string[]>();
  for (const id of order) {
    const mine = position.get(id) ?? 0;
    waitsFor.set(
      id,
      [...(graph.get(id) ?? [])].filter((dep) => (position.get(dep) ?? Infinity) < mine),
    );
  }
  return { order, waitsFor, cyclic };
}
