/** Assembles the helper library for one environment (language, roles, clock, time zone). */
import type { HelperTable } from '../compile';
import { conditionalHelpers } from './conditional';
import { defaultHelperEnvironment } from './environment';
import type { HelperEnvironment } from './environment';
import { createI18nHelpers } from './i18n';
import { lazyDateHelpers, loadDateHelpers } from './lazy-date';
import { createRoleHelpers } from './roles';
import { generalHelpers, loadGeneralHelpers } from '#general-helpers';

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
    // Array, math, object and text helpers: forwarders in the sites' browser bundle (general.lazy.ts).
    generalHelpers,
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
 * Loads the helpers kept in their own chunks (the date helpers; in the sites' browser bundle the general ones too);
 * call it before evaluating formulas that may use them.
 */
export function loadFormulaHelpers(): Promise<void> {
  return Promise.all([loadDateHelpers(), loadGeneralHelpers()]).then(() => undefined);
}

/** Helpers with the default environment (English, no user, system clock and time zone). */
export const defaultHelpers: HelperTable = createHelperLibrary();
