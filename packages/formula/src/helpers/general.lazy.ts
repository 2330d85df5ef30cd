/**
 * The general helpers (array, math, object, text) in the sites' browser bundle: forwarders by name, the code in its
 * own chunk. Whoever evaluates formulas loads it first where they may call one (the browser before rendering a page
 * whose formulas name one, the site when it starts, anyone loading the formula parser), so a forwarder called before
 * it arrives is a defect, reported as a FORMULA_NOT_LOADED error. general.ts is the at-hand twin. The data pipeline's
 * filter and sort (a bound value's filter and sort steps) come with them, forwarded the same way: the browser loads
 * them before rendering a page whose data has such a step.
 */
import type * as DataPipeline from '../data-pipeline';
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
let pipeline: Pick<typeof DataPipeline, 'filterData' | 'sortData'> | undefined;
let loading: Promise<void> | undefined;

export function loadGeneralHelpers(): Promise<void> {
  loading ??= import('./general-code').then((module) => {
    code = module.generalHelperCode as Readonly<Record<string, Helper>>;
    pipeline = module;
  });
  return loading;
}

function notLoaded(name: string): never {
  void loadGeneralHelpers();
  throw new FormulaError('FORMULA_NOT_LOADED', `${name} is not loaded yet: load the formula helpers before evaluating`);
}

export const filterData: typeof DataPipeline.filterData = (data, filter) =>
  pipeline === undefined ? notLoaded('The data filter') : pipeline.filterData(data, filter);

export const sortData: typeof DataPipeline.sortData = (data, sort) =>
  pipeline === undefined ? notLoaded('The data sort') : pipeline.sortData(data, sort);

export const generalHelpers: Readonly<Record<string, Helper>> = Object.fromEntries(
  LAZY_GENERAL_HELPER_NAMES.map((name) => [
    name,
    (...args: unknown[]) => {
      if (code === undefined) notLoaded(name);
      return (code[name] as Helper)(...args);
    },
  ]),
);
