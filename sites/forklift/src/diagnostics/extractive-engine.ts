// The default engine: deterministic, no network — streams the extractive plan (manual sentences with their pages).
import type { AnswerWriter } from './answer-stream';
import type { DiagnosticEngine, EngineInput } from './engine';

/** Writes the plan's steps the writer has not sent yet (all of them, or the rest after an LLM fallback). */
export function writePlan(input: EngineInput, writer: AnswerWriter): void {
  const { plan } = input;
  if (plan.refusal !== undefined) {
    if (writer.steps.length === 0) writer.refuse(plan.refusal);
    return;
  }
  for (const step of plan.steps) {
    if (!writer.hasStep(step.text)) writer.step(step, plan.registry);
  }
}

export const extractiveEngine: DiagnosticEngine = {
  name: 'extractive',
  answer(input, writer) {
    writePlan(input, writer);
    return Promise.resolve('extractive');
  },
};
