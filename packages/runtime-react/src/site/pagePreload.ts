/**
 * What a page needs before it renders in the browser: the chunks of its lazily loaded elements and, when its
 * formulas name a date helper, the date helpers' chunk. Hydration and client navigation both wait for it, so a page
 * renders at once and complete (as the server rendered it) rather than in steps as chunks arrive.
 */
import { loadFormulaHelpers, mentionsDateHelper } from '@kit/formula';
import { isPreloadable } from '../elements/lazyComponent';
import type { ElementRegistry } from '../elements/registry';

/** Loads the chunks of the lazily loaded elements a page uses. */
export function preloadPageElements(objects: Readonly<Record<string, unknown>>, registry: ElementRegistry): Promise<unknown> {
  const types = new Set(Object.values(objects).map((element) => (element as { type?: unknown } | null)?.type));
  const loads = [...types].flatMap((type) => {
    const component = typeof type === 'string' ? registry.get(type)?.component : undefined;
    return isPreloadable(component) ? [component.preload()] : [];
  });
  return Promise.all(loads);
}

/**
 * Loads the formula helpers kept in their own chunk when `source` (the JSON holding a page's formulas) names one;
 * a false positive (a text that happens to hold a helper's name) only loads the chunk early.
 */
export function preloadFormulaHelpers(source: string): Promise<void> {
  return mentionsDateHelper(source) ? loadFormulaHelpers() : Promise.resolve();
}

/** Both, for a page's objects and the JSON text its formulas are written in. */
export function preloadPage(objects: Readonly<Record<string, unknown>>, source: string, registry: ElementRegistry): Promise<unknown> {
  return Promise.all([preloadPageElements(objects, registry), preloadFormulaHelpers(source)]);
}
