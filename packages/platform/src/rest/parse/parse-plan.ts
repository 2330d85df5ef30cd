// Reads `Accept: application/vnd.pgrst.plan[+json|+text]; for="…"; options=a|b` into an EXPLAIN request, as PostgREST.
import { mediaTypeError } from '../pgrst-errors';

export type PlanOption = 'analyze' | 'verbose' | 'settings' | 'buffers' | 'wal';

export interface PlanRequest {
  format: 'json' | 'text';
  options: PlanOption[];
  /** The media type the planned statement would answer in (`for`), default application/json. */
  forMedia: string;
}

const PLAN_MIMES: Record<string, 'json' | 'text'> = {
  'application/vnd.pgrst.plan': 'text',
  'application/vnd.pgrst.plan+text': 'text',
  'application/vnd.pgrst.plan+json': 'json',
};
const OPTIONS = new Set<PlanOption>(['analyze', 'verbose', 'settings', 'buffers', 'wal']);

/** The plan request when the (first) Accept item is a plan media type; undefined otherwise. */
export function parsePlanAccept(accept: string | undefined): PlanRequest | undefined {
  if (accept === undefined) return undefined;
  const [first = ''] = accept.split(',');
  const [mime = '', ...params] = first.split(';').map((part) => part.trim());
  const format = PLAN_MIMES[mime.toLowerCase()];
  if (!format) return undefined;
  let forMedia = 'application/json';
  const options: PlanOption[] = [];
  for (const param of params) {
    const eq = param.indexOf('=');
    if (eq <= 0) continue;
    const key = param.slice(0, eq).trim().toLowerCase();
    const value = param
      .slice(eq + 1)
      .trim()
      .replace(/^"|"$/g, '');
    if (key === 'for') forMedia = value;
    if (key === 'options') {
      for (const option of value
        .split('|')
        .map((o) => o.trim().toLowerCase())
        .filter((o) => o !== '')) {
        if (!OPTIONS.has(option as PlanOption)) throw mediaTypeError([mime]);
        if (!options.includes(option as PlanOption)) options.push(option as PlanOption);
      }
    }
  }
  return { format, options, forMedia };
}

/** `EXPLAIN (FORMAT …, OPTION…)` for the request: only the fixed keywords above reach the SQL. */
export function explainPrefix(plan: PlanRequest): string {
  return `EXPLAIN (${[`FORMAT ${plan.format.toUpperCase()}`, ...plan.options.map((o) => o.toUpperCase())].join(', ')}) `;
}

export function planContentType(plan: PlanRequest): string {
  return `application/vnd.pgrst.plan+${plan.format}; for="${plan.forMedia}"; charset=utf-8`;
}
