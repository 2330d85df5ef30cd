// The diagnose contract's shapes (ARCHITECTURE §6): the request body and the events of the answer stream.

export type FuelType = 'electric' | 'lpg' | 'diesel' | 'gasoline' | 'cng-dual';
export const FUEL_TYPES: readonly FuelType[] = ['electric', 'lpg', 'diesel', 'gasoline', 'cng-dual'];

export interface HistoryTurn {
  role: 'user' | 'assistant';
  text: string;
}

export interface DiagnoseRequest {
  brand: string;
  series?: string;
  model?: string;
  serial?: string;
  fuelType?: FuelType;
  code?: string;
  symptoms?: string;
  history: HistoryTurn[];
}

export interface MatchEvent {
  errorCodeId: string;
  code: string;
  brand: string;
  title: string;
  score: number;
  /** Additive to the contract: why this code matched (match-why.ts). */
  why?: MatchWhy;
}

/** Why a code matched: the code as typed, the typing read through the brand's format, or the description's words. */
export interface MatchWhy {
  kind: 'code' | 'reading' | 'words';
  /** Said plainly, for the answer. */
  text: string;
  /** For words: the description's words (in the manuals' terms) that the code's entry contains — what to highlight. */
  terms?: string[];
}

export type SourceKind = 'error_code' | 'manual_page';

export interface SourceEvent {
  id: string;
  kind: SourceKind;
  title: string;
  errorCodeId?: string;
  manualId?: string;
  pageNumber?: number;
}

export type StepKind = 'cause' | 'check' | 'remedy' | 'safety' | 'note';

export interface StepEvent {
  kind: StepKind;
  text: string;
  sources: string[];
  /** For a premium code the caller may not read: the brand whose plan unlocks it (the invitation to upgrade). */
  upgrade?: { brandId: string; path: string };
  /** A cause step's index in the code's causes (error_code_details.causes): what feedback names as the fix. */
  cause?: number;
}

/** Why there is no answer: a question about something else, nothing in the manuals, or a code that reads as several. */
export type RefusalKind = 'ambiguous_code' | 'other_brand' | 'unknown_code' | 'off_topic' | 'not_covered';

export interface RefusalEvent {
  reason: string;
  /** Additive to the contract's {reason}: what kind of refusal, and what to do next. */
  kind?: RefusalKind;
  suggestion?: string;
  /** For ambiguous_code: the codes it may be, to choose from (each asked again as its own code). */
  candidates?: Array<{ errorCodeId: string; code: string; title: string }>;
}

export interface DoneEvent {
  diagnosisId: string | null;
  refused: boolean;
  engine: string;
}

export type DiagnoseEvent =
  | { event: 'match'; data: MatchEvent }
  | { event: 'source'; data: SourceEvent }
  | { event: 'step'; data: StepEvent }
  | { event: 'refusal'; data: RefusalEvent }
  | { event: 'done'; data: DoneEvent };
