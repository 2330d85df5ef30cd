/** One step of the design format: pure functions from a document of version `from` to version `from + 1`. */

/** A design document before validation: any JSON object. */
export type DesignDocument = Readonly<Record<string, unknown>>;

export interface DesignMigration {
  /** The version this step reads; it writes `from + 1`. */
  from: number;
  /** What changed, for logs and docs. */
  description: string;
  /** Upgrades the design info (the site as a whole). Returns a new object; the input is never changed. */
  migrateDesign(document: DesignDocument): DesignDocument;
  /** Upgrades one page's data file. Returns a new object; the input is never changed. */
  migratePageData(document: DesignDocument): DesignDocument;
}
