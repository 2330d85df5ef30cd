/**
 * The array, math, object and text helpers in one table, and the data pipeline's filter and sort (bound values' steps),
 * loaded lazily by the sites' browser bundle (general.lazy.ts).
 */
import { arrayHelpers } from './array';
import { mathHelpers } from './math';
import { objectHelpers } from './object';
import { textHelpers } from './text';

export { filterData, sortData } from '../data-pipeline';

export const generalHelperCode: Readonly<Record<string, (...args: never[]) => unknown>> = {
  ...arrayHelpers,
  ...mathHelpers,
  ...objectHelpers,
  ...textHelpers,
};
