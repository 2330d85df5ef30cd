/** The migration runner: steps applied in order from the document's version, current documents untouched, bad versions refused. */
import { describe, expect, it } from 'vitest';
import { isRuntimeCoreError } from '../../errors';
import { DESIGN_FORMAT_VERSION, DESIGN_MIGRATIONS, migrateDesign, migratePageData, runMigrations } from './migrate';
import type { DesignMigration } from './types';

const step = (from: number, mark: string): DesignMigration => ({
  from,
  description: mark,
  migrateDesign: (document) => ({ ...document, trail: [...((document.trail as string[] | undefined) ?? []), mark] }),
  migratePageData: (document) => document,
});

const run = (input: unknown, target = 3) =>
  runMigrations(input, {
    what: 'design',
    apply: (migration, document) => migration.migrateDesign(document),
    migrations: [step(2, 'c'), step(0, 'a'), step(1, 'b')],
    target,
  });

function codeOf(action: () => unknown): string | undefined {
  try {
    action();
  } catch (error) {
    return isRuntimeCoreError(error) ? error.code : 'other';
  }
  return undefined;
}

describe('runMigrations', () => {
  it('applies the steps in version order from the document version, stamping the reached version', () => {
    expect(run({ formatVersion: 0 })).toEqual({ formatVersion: 3, trail: ['a', 'b', 'c'] });
    expect(run({ formatVersion: 2, trail: [] })).toEqual({ formatVersion: 3, trail: ['c'] });
  });

  it('leaves a current document (or one without a version) as the same object', () => {
    const current = { formatVersion: 3 };
    expect(run(current)).toBe(current);
    const unversioned = { id: 'x' };
    expect(run(unversioned)).toBe(unversioned);
  });

  it('refuses a version newer than the target, negative or not an integer, and a missing step', () => {
    for (const formatVersion of [4, -1, 1.5, '1']) expect(codeOf(() => run({ formatVersion }))).toBe('DESIGN_FORMAT_UNSUPPORTED');
    const gap = () =>
      runMigrations({ formatVersion: 0 }, { what: 'design', apply: (m, d) => m.migrateDesign(d), migrations: [step(1, 'b')], target: 2 });
    expect(codeOf(gap)).toBe('DESIGN_FORMAT_UNSUPPORTED');
  });

  it('passes anything but an object through for the schema to report', () => {
    expect(run(null)).toBeNull();
    expect(run([1])).toEqual([1]);
  });
});

describe('the shipped steps', () => {
  it('cover every version below the current one, once', () => {
    expect(DESIGN_MIGRATIONS.map((migration) => migration.from).sort()).toEqual(
      Array.from({ length: DESIGN_FORMAT_VERSION }, (_, index) => index),
    );
  });

  it('never change their input', () => {
    const design = Object.freeze({
      formatVersion: 0,
      pages: Object.freeze([Object.freeze({ id: 'p', sections: Object.freeze([Object.freeze({ linkId: 's' })]) })]),
    });
    expect(() => migrateDesign(design)).not.toThrow();
    const page = Object.freeze({
      formatVersion: 0,
      wwObjects: Object.freeze({ a: Object.freeze({ uid: 'a', content: Object.freeze({ default: Object.freeze({ text: 'x' }) }) }) }),
    });
    expect(() => migratePageData(page)).not.toThrow();
  });
});
