/**
 * The general helpers (array, math, object, text) as every process but the sites' browser bundle has them: at hand.
 * The bundle resolves `#general-helpers` to general.lazy.ts instead (the `kit-site-bundle` condition), where they
 * load in their own chunk: few pages call one, and they are a tenth of the first script's own code. The data pipeline's
 * filter and sort (a bound value's steps) come with them.
 */
import { generalHelperCode } from './general-code';

export { filterData, sortData } from './general-code';

export const generalHelpers = generalHelperCode;

/** Names whose code loads on demand: none here. */
export const LAZY_GENERAL_HELPER_NAMES: readonly string[] = [];

export function loadGeneralHelpers(): Promise<void> {
  return Promise.resolve();
}
