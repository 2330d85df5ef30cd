/**
 * The general helpers (array, math, object, text) in the sites' browser bundle: forwarders by name, the code in its
 * own chunk. Whoever evaluates formulas loads it first where they may call one (the browser before rendering a page
 * whose formulas name one, the site when it starts, anyone loading the formula parser), so a forwarder called before
 * it arrives is a defect, reported as a FORMULA_NOT_LOADED error. general.ts is the at-hand twin.
 */
import { FormulaError } from '../errors';

/** Every name of the general helpers' table (a test keeps the two equal). */
export const LAZY_GENERAL_HELPER_NAMES = [
  'slice',
  'merge',
  'map',
  'sort',
  'groupBy',
  'filterByKey',
  'removeByKey',
  'lookup',
  'lookupArray',
  'distinct',
  'remove',
  'rollup',
  'add',
  'prepend',
  'removeByIndex',
  'findIndex',
  'findIndexByKey',
  'getByIndex',
  'join',
  'flat',
  'reverse',
  'length',
  'contains',
  'createArray',
  'sum',
  'average',
  'round',
  'rollupSum',
  'toNumber',
  'pick',
  'omit',
  'keys',
  'values',
  'objectToArray',
  'getKeyValue',
  'setKeyValue',
  'createObject',
  'compare',
  'concatenate',
  'split',
  'lowercase',
  'uppercase',
  'capitalize',
  'indexOf',
  'subText',
  'textLength',
  'trim',
  'trimStart',
  'trimEnd',
  'toText',
  'sanitize',
  'isEmail',
] as const;

type Helper = (...args: unknown[]) => unknown;
let code: Readonly<Record<string, Helper>> | undefined;
let loading: Promise<void> | undefined;

export function loadGeneralHelpers(): Promise<void> {
  loading ??= import('./general-code').then((module) => {
    code = module.generalHelperCode as Readonly<Record<string, Helper>>;
  });
  return loading;
}

export const generalHelpers: Readonly<Record<string, Helper>> = Object.fromEntries(
  LAZY_GENERAL_HELPER_NAMES.map((name) => [
    name,
    (...args: unknown[]) => {
      if (code === undefined) {
        void loadGeneralHelpers();
        throw new FormulaError('FORMULA_NOT_LOADED', `${name} is not loaded yet: load the formula helpers before evaluating`);
      }
      return (code[name] as Helper)(...args);
    },
  ]),
);
