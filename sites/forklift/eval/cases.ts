// The evaluation set's case shape (one JSON object per line of diagnose.jsonl) and its reader.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type EvalCaseType = 'exact' | 'symptom' | 'cross_brand' | 'unanswerable';

export interface EvalCase {
  id: string;
  type: EvalCaseType;
  /** The diagnose request body. */
  request: { brand: string; series?: string; fuelType?: string; code?: string; symptoms?: string };
  /** The code the answer must rank first (exact) or in the top 3 (symptom), or a refusal. */
  expect: { code?: string; refusal?: boolean; otherBrand?: string };
}

export const CASES_FILE = fileURLToPath(new URL('./diagnose.jsonl', import.meta.url));

export function readCases(file = CASES_FILE): EvalCase[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      const parsed = JSON.parse(line) as EvalCase;
      if (!parsed.id || !parsed.type || !parsed.request?.brand || !parsed.expect)
        throw new Error(`diagnose.jsonl line ${index + 1} is not a case`);
      return parsed;
    });
}
