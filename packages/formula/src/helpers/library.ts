/** Assembles the helper library for one environment (language, roles, clock, time zone). */
import type { HelperTable } from '../compile';
import { arrayHelpers } from './array';
import { conditionalHelpers } from './conditional';
import { defaultHelperEnvironment } from './environment';
import type { HelperEnvironment } from './environment';
import { createI18nHelpers } from './i18n';
import { lazyDateHelpers, loadDateHelpers } from './lazyDate';
import { mathHelpers } from './math';
import { objectHelpers } from './object';
import { createRoleHelpers } from './roles';
import { textHelpers } from './text';

/** Deprecated names: they log a warning and forward to their replacement. */
const DEPRECATED: Readonly<Record<string, string>> = {
  ifempty: 'ifEmpty',
  lower: 'lowercase',
  rollupCount: 'rollupSum',
  getByKey: 'getKeyValue',
  setByKey: 'setKeyValue',
  toObject: 'createObject',
  toList: 'createArray',
};


export function createHelperLibrary(overrides: Partial<HelperEnvironment> = {}): HelperTable {
  const env: HelperEnvironment = { ...defaultHelperEnvironment, ...overrides };
  const helpers: Record<string, unknown> = Object.assign(
    Object.create(null) as Record<string, unknown>,
    conditionalHelpers,
    mathHelpers,
    arrayHelpers,
    objectHelpers,
    textHelpers,
    createI18nHelpers(env),
    createRoleHelpers(env),
    // Forwarders: the date helpers' code arrives with loadFormulaHelpers().
    lazyDateHelpers(env),
  );
  for (const [oldName, newName] of Object.entries(DEPRECATED)) {
    const replacement = helpers[newName] as (...args: unknown[]) => unknown;
    helpers[oldName] = (...args: unknown[]) => {
      env.warn(`${oldName} is deprecated. Please use ${newName} instead`);
      return replacement(...args);
    };
  }
  return Object.freeze(helpers);
}

/**
 * Loads the helpers kept in their own chunk (the date helpers); call it before evaluating formulas that may use them.
 */
export function loadFormulaHelpers(): Promise<void> {
  return loadDateHelpers();
}

/** Helpers with the default environment (English, no user, system clock and time zone). */
export const defaultHelpers: HelperTable = createHelperLibrary();
