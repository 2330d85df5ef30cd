// The LLM engine: streams an OpenAI-compatible model's answer line by line, keeping only cited, supported steps;
// on a timeout, an error or an answer with nothing usable it finishes with the extractive answer.
import type { AnswerWriter } from './answer-stream';
import { checkStep, parseModelLine } from './citation-check';
import type { DiagnosticEngine, EngineInput } from './engine';
import { writePlan } from './extractive-engine';
import { streamChat, type LlmConfig } from './llm-client';
import { buildMessages } from './llm-prompt';

export interface LlmEngineOptions extends LlmConfig {
  log?: (message: string, error: unknown) => void;
}

export function createLlmEngine(options: LlmEngineOptions): DiagnosticEngine {
  const log = options.log ?? ((message, error) => console.warn(`diagnose llm: ${message}`, error));
  return {
    name: 'llm',
    async answer(input: EngineInput, writer: AnswerWriter) {
      // Nothing retrieved: the model gets nothing to answer from, so the refusal stands.
      if (input.plan.refusal !== undefined || input.plan.registry.all.length === 0) {
        writePlan(input, writer);
        return 'extractive';
      }
      let kept = 0;
      let refusedByModel = false;
      const take = (line: string) => {
        const parsed = parseModelLine(line);
        if (parsed.type === 'refuse') refusedByModel = true;
        if (parsed.type !== 'step') return;
        const step = checkStep(parsed, input.plan.registry);
        if (step && !writer.hasStep(step.text)) {
          writer.step(step, input.plan.registry);
          kept += 1;
        }
      };
      try {
        let buffer = '';
        for await (const delta of streamChat(options, buildMessages(input), input.signal)) {
          buffer += delta;
          let newline: number;
          while ((newline = buffer.indexOf('\n')) !== -1) {
            take(buffer.slice(0, newline));
            buffer = buffer.slice(newline + 1);
          }
        }
        take(buffer);
      } catch (error) {
        log('falling back to the extractive answer', error);
        writePlan(input, writer);
        return 'extractive-fallback';
      }
      if (kept === 0) {
        // The model refused or said nothing the sources support; the manuals' own answer is still right.
        if (!refusedByModel) log('no supported step in the model answer', undefined);
        writePlan(input, writer);
        return 'extractive-fallback';
      }
      return 'llm';
    },
  };
}
