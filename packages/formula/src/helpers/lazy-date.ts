/**
 * The date helpers load in their own chunk: date-fns and @date-fns/tz are a tenth of a page's script, and most pages
 * never format a date. The helper table holds a forwarder per name; whoever evaluates formulas loads the chunk first
 * (the server before rendering, the browser before rendering a page whose formulas read a date helper), so a
 * forwarder called before it arrives is a defect, reported as a FORMULA_NOT_LOADED error.
 */
import type { FormulaNode } from '../ast';
import { FormulaError } from '../errors';
import { readNames } from '../identifiers';
import { parseFormula } from '../parse';
import { LAZY_GENERAL_HELPER_NAMES } from '#general-helpers';
import type { createDateHelpers } from './date';
import type { HelperEnvironment } from './environment';

type DateHelpers = ReturnType<typeof createDateHelpers>;

/** Every name `createDateHelpers` defines (a test keeps the two equal). */
export const DATE_HELPER_NAMES = [
  'date',
  'dateRealtime',
  'toDateISO',
  'toTimestamp',
  'formatDate',
  'formatDateTimezone',
  'fromTime',
  'toTime',
  'compareDate',
  'diffCalendarDays',
  'isBefore',
  'isAfter',
  'isSameDate',
  'getSecond',
  'getMinute',
  'getHour',
  'getDay',
  'getDayOfWeek',
  'getMonth',
  'getYear',
  'getDayOfYear',
  'getWeekOfYear',
  'addSeconds',
  'addMinutes',
  'addHours',
  'addDays',
  'addWeeks',
  'addMonths',
  'addYears',
  'setSecond',
  'setMinute',
  'setHour',
  'setDay',
  'setDayOfWeek',
  'setMonth',
  'setYear',
  'getBrowserTimezone',
  'convertDateTimezone',
] as const satisfies readonly (keyof DateHelpers)[];

let factory: typeof createDateHelpers | undefined;
let loading: Promise<void> | undefined;

/** Loads the date helpers' chunk (once). */
export function loadDateHelpers(): Promise<void> {
  loading ??= import('./date').then((module) => {
    factory = module.createDateHelpers;
  });
  return loading;
}

export function dateHelpersLoaded(): boolean {
  return factory !== undefined;
}

/**
 * Whether formulas read a helper kept in its own chunk (called or passed as a value): a date helper, or in the sites'
 * browser bundle a general one. A formula that cannot be parsed here (its parser not loaded, and not parsed ahead)
 * counts as reading one: loading the helpers early is harmless.
 */
export function formulasNeedDateHelpers(sources: Iterable<string>): boolean {
  const names = new Set<string>([...DATE_HELPER_NAMES, ...LAZY_GENERAL_HELPER_NAMES]);
  for (const source of sources) {
    let tree: FormulaNode;
    try {
      tree = parseFormula(source);
    } catch (error) {
      if (error instanceof FormulaError && error.code === 'FORMULA_NOT_LOADED') return true;
      continue;
    }
    for (const name of readNames(tree)) if (names.has(name)) return true;
  }
  return false;
}

/** Forwarders to the date helpers of one environment, bound on first call once the chunk has arrived. */
export function lazyDateHelpers(env: HelperEnvironment): Record<string, (...args: unknown[]) => unknown> {
  let helpers: DateHelpers | undefined;
  const table: Record<string, (...args: unknown[]) => unknown> = {};
  for (const name of DATE_HELPER_NAMES) {
    table[name] = (...args: unknown[]) => {
      if (factory === undefined) {
        void loadDateHelpers();
        throw new FormulaError('FORMULA_NOT_LOADED', `${name} is not loaded yet: load the date helpers before evaluating`);
      }
      helpers ??= factory(env);
      return (helpers[name] as (...values: unknown[]) => unknown)(...args);
    };
  }
  return table;
}
