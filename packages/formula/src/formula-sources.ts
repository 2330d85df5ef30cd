/**
 * The formulas a page's data holds, for the server to parse ahead for the browser (and the browser's page loads):
 * a module of its own, out of the sites' entry chunk, which renders bound values without listing them.
 */
import { formulaCode, isFormulaBinding } from './bound-value';

/**
 * The source of every formula inside a value (a page's data, a design), as resolving would compile it; bodies that
 * cannot run (JavaScript blocks) are left out. The server parses these ahead for the browser.
 */
export function formulaSources(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (value === null || typeof value !== 'object') return into;
  if (isFormulaBinding(value)) {
    try {
      into.add(formulaCode(value));
    } catch {
      // Not a formula the runtime compiles.
    }
  }
  for (const item of Array.isArray(value) ? value : Object.values(value)) formulaSources(item, into);
  return into;
}
