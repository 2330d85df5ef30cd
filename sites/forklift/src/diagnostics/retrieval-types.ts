// What diagnose_retrieve returns (read under the caller's row-level security): candidate codes and pages.

export interface CauseRef {
  text: string;
  manualId?: string;
  pageNumber?: number;
}

export interface CheckRef extends CauseRef {
  expected?: string;
}

export interface PageRef {
  manualId: string;
  pageNumber: number;
  quote?: string;
}

export interface CodeDetails {
  triggerCondition: string;
  effect: string;
  causes: CauseRef[];
  checks: CheckRef[];
  remedy: string;
  remedyManualId: string | null;
  remedyPageNumber: number | null;
  components: string[];
  connectors: string[];
  pageRefs: PageRef[];
}

export interface RetrievedCode {
  errorCodeId: string;
  code: string;
  codeNormalized: string;
  brandId: string;
  title: string;
  summary: string;
  severity: 'stop' | 'warn' | 'info';
  tier: 'free' | 'premium';
  controller: string;
  score: number;
  /** exact: as the brand writes it; format: read through the brand's format (zeros, separators, letters); text: words. */
  matchKind: 'exact' | 'format' | 'text';
  /** Share of the query's words the code's entry contains (1 for code matches). */
  coverage: number;
  /** How many of the query's words it contains. */
  matchedWords: number;
  /** Share of the query's rarity (inverse document frequency over the library) its entry explains; 1 for code matches. */
  evidence: number;
  /** How many readings of the description ("0.1 V") its setting condition states. */
  readings: number;
  /** Null when row-level security hides them (a premium code for a caller without that brand's plan). */
  details: CodeDetails | null;
  /**
   * Confirmed fixes (distinct users' latest verdicts); null when the caller may not read the code's details. causeFixes
   * is keyed by the cause's index in `details.causes` ("0", "1", …), never by free text.
   */
  fixCounts: { fixed: number; notFixed: number; causeFixes: Record<string, number> } | null;
}

export interface RetrievedPage {
  manualId: string;
  pageNumber: number;
  manualTitle: string;
  sectionTitle: string | null;
  body: string;
  tier: 'free' | 'premium';
  rank?: number;
  coverage?: number;
  evidence?: number;
}

export interface OtherBrandCode {
  brandId: string;
  brandName: string;
  errorCodeId: string;
  code: string;
  title: string;
}

export interface Retrieval {
  brand: { id: string; name: string; codeFormat: string; codeExample: string } | null;
  /** ambiguous: the code typed reads as several of the brand's codes equally well (the answer asks which). */
  matchKind: 'exact' | 'format' | 'ambiguous' | 'text' | 'none';
  words: number;
  matches: RetrievedCode[];
  otherBrands: OtherBrandCode[];
  /** Readable pages the top code's details cite. */
  refPages: RetrievedPage[];
  /** Best pages for the words (when no code matched exactly). */
  pages: RetrievedPage[];
  /** The query in the manuals' words (technician_expand). */
  expandedQuery?: string;
  /** Other machines the question names ("a car"): no forklift manual answers it. */
  foreign?: string[];
}

export interface RetrieveParams {
  brand: string;
  series?: string;
  model?: string;
  serial?: string;
  fuelType?: string;
  /** As typed: the database reads any spelling. */
  code?: string;
  query?: string;
  limit?: number;
  /** Below this share of the query's words a code does not answer, and manual pages are searched. */
  minCoverage?: number;
}
