/** The names a formula reads: identifiers in value position (not a property after a dot, not an object key). */
import type { FormulaNode } from './ast';

export function readNames(node: FormulaNode | null | undefined, into: Set<string> = new Set()): Set<string> {
  if (node === null || node === undefined) return into;
  switch (node.type) {
    case 'Identifier':
      into.add(node.name);
      break;
    case 'MemberExpression':
      readNames(node.object, into);
      if (node.computed) readNames(node.property, into);
      break;
    case 'Property':
      // `{ date }` reads `date`; `{ date: 1 }` only names a key.
      if (node.computed || node.shorthand) readNames(node.key, into);
      readNames(node.value, into);
      break;
    default:
      for (const [key, child] of Object.entries(node)) {
        if (key === 'type' || child === null || typeof child !== 'object') continue;
        for (const item of Array.isArray(child) ? child : [child]) {
          if (item !== null && typeof item === 'object' && typeof (item as { type?: unknown }).type === 'string')
            readNames(item as FormulaNode, into);
        }
      }
  }
  return into;
}
