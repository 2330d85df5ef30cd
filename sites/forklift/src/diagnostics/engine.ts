// The engines' one interface: given the retrieval and the extractive plan, write sources and steps (or a refusal).
import type { AnswerWriter } from './answer-stream';
import type { PlannedAnswer } from './answer-plan';
import type { Retrieval } from './retrieval-types';
import type { DiagnoseRequest } from './types';

export interface EngineInput {
  request: DiagnoseRequest;
  retrieval: Retrieval;
  query: string;
  plan: PlannedAnswer;
  signal: AbortSignal;
}

export interface DiagnosticEngine {
  readonly name: string;
  /** Writes the answer; resolves with the engine that produced it (e.g. "extractive" after an LLM fallback). */
  answer(input: EngineInput, writer: AnswerWriter): Promise<string>;
}
