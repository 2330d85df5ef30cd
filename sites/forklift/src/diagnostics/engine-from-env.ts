// Picks the engine from the environment: the LLM engine when LLM_BASE_URL and LLM_MODEL are set, else the extractive one.
import type { DiagnosticEngine } from './engine';
import { extractiveEngine } from './extractive-engine';
import { createLlmEngine } from './llm-engine';

export interface EngineChoice {
  /** Identifies the configuration, so a handler is built once per configuration. */
  key: string;
  engine: DiagnosticEngine;
}

const cache = new Map<string, EngineChoice>();

function milliseconds(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

export function engineFromEnv(env: Record<string, string | undefined>): EngineChoice {
  const baseUrl = env.LLM_BASE_URL?.trim();
  const model = env.LLM_MODEL?.trim();
  if (!baseUrl || !model) return { key: 'extractive', engine: extractiveEngine };
  const idleTimeoutMs = milliseconds(env.LLM_TIMEOUT_MS, 15_000);
  const totalTimeoutMs = milliseconds(env.LLM_TOTAL_TIMEOUT_MS, 60_000);
  const key = JSON.stringify([baseUrl, model, env.LLM_API_KEY ?? '', idleTimeoutMs, totalTimeoutMs]);
  let choice = cache.get(key);
  if (!choice) {
    choice = { key, engine: createLlmEngine({ baseUrl, model, apiKey: env.LLM_API_KEY, idleTimeoutMs, totalTimeoutMs }) };
    cache.set(key, choice);
  }
  return choice;
}
