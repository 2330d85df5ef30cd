/** The array, math, object and text helpers in one table (loaded lazily by the sites' browser bundle: general.lazy.ts). */
import { arrayHelpers } from './array';
import { mathHelpers } from './math';
import { objectHelpers } from './object';
import { textHelpers } from './text';

export const generalHelperCode: Readonly<Record<string, (...args: never[]) => unknown>> = {
  ...arrayHelpers,
  ...mathHelpers,
  ...objectHelpers,
  ...textHelpers,
};
