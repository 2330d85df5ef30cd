/**
 * Upgrades design documents to the current format before validation: the ordered steps from the document's
 * `formatVersion` to DESIGN_FORMAT_VERSION. A document without a version is in the current format (everything the
 * authoring compiler writes); the original builder's exports are version 0. A newer version than this runtime
 * knows is refused rather than misread.
 */
import { RuntimeCoreError } from '../../errors';
import type { DesignDocument, DesignMigration } from './types';
import { originalLayoutMigration } from './v0-original-layout';

/** The format this runtime reads. */
export const DESIGN_FORMAT_VERSION = 1;

/** In order: step i upgrades version i to i + 1. */
export const DESIGN_MIGRATIONS: readonly DesignMigration[] = [originalLayoutMigration];

function isRecord(value: unknown): value is DesignDocument {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface MigrationRun {
  /** "design" or "page data", for messages. */
  what: string;
  apply: (migration: DesignMigration, document: DesignDocument) => DesignDocument;
  migrations: readonly DesignMigration[];
  /** The version to reach (the current one outside tests). */
  target: number;
}

function versionOf(document: DesignDocument, { what, target }: MigrationRun): number {
  const version = document.formatVersion ?? target;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0 || version > target) {
    throw new RuntimeCoreError(
      'DESIGN_FORMAT_UNSUPPORTED',
      `Unsupported ${what} format version ${JSON.stringify(version)} (this runtime reads up to ${target}).`,
      {
        details: { formatVersion: version, supported: target },
      },
    );
  }
  return version;
}

/** Applies the steps from the document's version to the target, in order, each on the previous one's output. */
export function runMigrations(input: unknown, run: MigrationRun): unknown {
  // Anything but an object is left for the schema to report.
  if (!isRecord(input)) return input;
  const from = versionOf(input, run);
  let document = input;
  for (let version = from; version < run.target; version += 1) {
    const migration = run.migrations.find((candidate) => candidate.from === version);
    if (migration === undefined)
      throw new RuntimeCoreError('DESIGN_FORMAT_UNSUPPORTED', `No migration from ${run.what} format version ${version}.`);
    document = { ...run.apply(migration, document), formatVersion: version + 1 };
  }
  return document;
}

/** The design info in the current format (the same object when it already is). */
export function migrateDesign(input: unknown): unknown {
  return runMigrations(input, {
    what: 'design',
    apply: (migration, document) => migration.migrateDesign(document),
    migrations: DESIGN_MIGRATIONS,
    target: DESIGN_FORMAT_VERSION,
  });
}

/** A page data file in the current format (the same object when it already is). */
export function migratePageData(input: unknown): unknown {
  return runMigrations(input, {
    what: 'page data',
    apply: (migration, document) => migration.migratePageData(document),
    migrations: DESIGN_MIGRATIONS,
    target: DESIGN_FORMAT_VERSION,
  });
}
