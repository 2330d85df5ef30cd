// One question and its streamed answer, as the chat keeps it; and how a saved diagnosis becomes one again.
import type { DoneEvent, MatchEvent, RefusalEvent, SourceEvent, StepEvent } from '../../diagnostics/types';
import type { SavedDiagnosis, StreamEvent } from './chat-api';

export interface Question {
  brand: string;
  series?: string;
  fuelType?: string;
  code?: string;
  symptoms?: string;
}

export interface Turn {
  key: string;
  question: Question;
  matches: MatchEvent[];
  sources: SourceEvent[];
  steps: StepEvent[];
  refusal?: string;
  /** What to do next, and — when the code typed reads as several — the codes to choose from. */
  refusalInfo?: Pick<RefusalEvent, 'kind' | 'suggestion' | 'candidates'>;
  done?: DoneEvent;
  /** For a visitor who asked about a code: what the code is and what opens it (its code page links there). */
  codeHints?: Array<{ code: string; title: string; tier: 'free' | 'premium'; brandId: string; brandName: string }>;
  error?: { status: number; code: string; message: string; retryAfter?: number };
  streaming: boolean;
  feedback?: 'fixed' | 'not_fixed';
  /** Answered on the phone from the saved manuals (no network): kept there and sent when the network returns. */
  offline?: boolean;
  /** Confirmed fixes per matched code id. */
  fixed: Record<string, number>;
  createdAt: string;
}

export function newTurn(question: Question): Turn {
  return {
    key: `t${Date.now()}-${Math.random().toString(36).slice(2, 7)}`,
    question,
    matches: [],
    sources: [],
    steps: [],
    streaming: true,
    fixed: {},
    createdAt: new Date().toISOString(),
  };
}

/** The turn with one more streamed event. */
export function applyEvent(turn: Turn, event: StreamEvent): Turn {
  switch (event.event) {
    case 'match':
      return { ...turn, matches: [...turn.matches, event.data] };
    case 'source':
      return { ...turn, sources: [...turn.sources, event.data] };
    case 'step':
      return { ...turn, steps: [...turn.steps, event.data] };
    case 'refusal':
      return {
        ...turn,
        refusal: event.data.reason,
        refusalInfo: { kind: event.data.kind, suggestion: event.data.suggestion, candidates: event.data.candidates },
        // The codes of a "which one?" question are choices, not answers.
        matches: event.data.kind === 'ambiguous_code' ? [] : turn.matches,
      };
    case 'done':
      return { ...turn, done: event.data, streaming: false };
  }
}

export function savedTurn(saved: SavedDiagnosis): Turn {
  return {
    key: saved.id,
    question: { brand: saved.brand_id, code: saved.code ?? undefined, symptoms: saved.symptoms ?? undefined },
    matches: saved.matches,
    steps: saved.steps,
    sources: saved.diagnosis_sources.map((s) => ({
      id: s.source_id,
      kind: s.kind,
      title: s.title,
      ...(s.error_code_id ? { errorCodeId: s.error_code_id } : {}),
      ...(s.manual_id ? { manualId: s.manual_id } : {}),
      ...(s.page_number ? { pageNumber: s.page_number } : {}),
    })),
    refusal: saved.refused ? (saved.refusal_reason ?? 'The manuals do not cover this.') : undefined,
    done: { diagnosisId: saved.id, refused: saved.refused, engine: 'saved' },
    streaming: false,
    fixed: {},
    createdAt: saved.created_at,
  };
}

/** What the next request sends as history: each earlier question and a one-line gist of its answer. */
export function historyOf(turns: Turn[]): Array<{ role: 'user' | 'assistant'; text: string }> {
  return turns.slice(-4).flatMap((turn) => [
    { role: 'user' as const, text: [turn.question.code, turn.question.symptoms].filter(Boolean).join(' — ') || '(no question)' },
    {
      role: 'assistant' as const,
      text:
        turn.refusal ??
        turn.steps
          .filter((s) => s.kind === 'cause')
          .map((s) => s.text)
          .slice(0, 2)
          .join(' ') ??
        '',
    },
  ]);
}
