/**
 * What a page needs before it renders in the browser: its lazily loaded elements (definitions, components) and, when its
 * formulas read a date helper, the date helpers' chunk. Hydration and client navigation both wait for it, so a page
 * renders at once and complete (as the server rendered it) rather than in steps as chunks arrive.
 */
import { formulasNeedDateHelpers, loadFormulaHelpers } from '@kit/formula';
import type { ElementRegistry } from '../elements/registry';

/** The element types among a page's objects (`wwObjects`), each once. */
export function pageElementTypes(objects: Readonly<Record<string, unknown>>): string[] {
  const types = new Set<string>();
  for (const element of Object.values(objects)) {
    const type = (element as { type?: unknown } | null)?.type;
    if (typeof type === 'string') types.add(type);
  }
  return [...types];
}

/** Loads the definitions and component chunks of the lazily loaded elements a page uses. */
export function preloadPageElements(objects: Readonly<Record<string, unknown>>, registry: ElementRegistry): Promise<void> {
  return registry.load(pageElementTypes(objects));
}

/** Loads the formula helpers kept in their own chunk when the formulas (sources) read one. */
export function preloadFormulaHelpers(sources: Iterable<string>): Promise<void> {
  return formulasNeedDateHelpers(sources) ? loadFormulaHelpers() : Promise.resolve();
}

/** Both, for a page's objects and the sources of its formulas. */
export function preloadPage(
  objects: Readonly<Record<string, unknown>>,
  formulas: Iterable<string>,
  registry: ElementRegistry,
): Promise<unknown> {
  return Promise.all([preloadPageElements(objects, registry), preloadFormulaHelpers(formulas)]);
}
