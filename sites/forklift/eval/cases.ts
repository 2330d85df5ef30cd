// The evaluation set's case shape (one JSON object per line of diagnose.jsonl) and its reader.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type EvalCaseType = 'exact' | 'ambiguous' | 'symptom' | 'cross_brand' | 'unanswerable';

/**
 * The splits. tuning: the generated set (diagnose.jsonl, from the sample generator's templates) and a few hand-written
 * off-topic questions (tuning-extra.jsonl) — the only cases thresholds are calibrated on. heldout: written by hand apart
 * from the generator (heldout.jsonl: short, misspelled, abbreviated, with readings, codes in any spelling) and never
 * used to set anything.
 */
export type EvalSplit = 'tuning' | 'heldout';

export interface EvalCase {
  id: string;
  type: EvalCaseType;
  /** The diagnose request body. */
  request: { brand: string; series?: string; fuelType?: string; code?: string; symptoms?: string };
  /** The code the answer must rank first (exact) or in the top 3 (symptom), a refusal, or the codes to choose from. */
  expect: { code?: string; refusal?: boolean; otherBrand?: string; candidates?: string[] };
  split?: EvalSplit;
  note?: string;
}

export const CASES_FILE = fileURLToPath(new URL('./diagnose.jsonl', import.meta.url));

const SPLIT_FILES: Record<EvalSplit, string[]> = {
  tuning: [CASES_FILE, fileURLToPath(new URL('./tuning-extra.jsonl', import.meta.url))],
  heldout: [fileURLToPath(new URL('./heldout.jsonl', import.meta.url))],
};

/** Every case of the splits asked for, each marked with its split. */
export function readSplits(splits: readonly EvalSplit[] = ['tuning', 'heldout']): EvalCase[] {
  return splits.flatMap((split) => SPLIT_FILES[split].flatMap((file) => readCases(file).map((c) => ({ ...c, split }))));
}

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
