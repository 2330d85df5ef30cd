/**
 * Formula and runtime-core figures (issue 6, acceptance 3), measured in one run:
 * compiled formulas against the same expressions hand-written as closures, the workflow engine's
 * overhead per action in a 100-action workflow, and one variable change reaching 1,000 subscribers.
 * BENCH_QUICK=1 (CI) measures briefly: the figures are rough, but a broken benchmark fails the run.
 */
import { compileFormula, defaultHelpers, loadFormulaHelpers, loadFormulaParser } from '@kit/formula';
import type { FormulaScope } from '@kit/formula';
import { createMemoryLogger, createRuntime } from '@kit/runtime-core';
import type { ActionDefinition, WorkflowDefinition } from '@kit/runtime-core';
import type { BenchResult } from './result';

type Helpers = Record<string, (...args: unknown[]) => unknown>;
interface Order {
  id: number;
  total: number;
  status: string;
}
interface Product {
  id: string;
  name: string;
}
interface Scope {
  variables: {
    'v-user': { firstName: string; lastName: string; address?: { city?: string } };
    'v-count': number;
    'v-cart': number[];
    'v-price': number;
    'v-selected': string;
    'v-email': string;
  };
  collections: { 'c-orders': { id: string; data: Order[] }; 'c-products': { id: string; data: Product[] } };
  context: { item: { data: { price: number; quantity: number; createdAt: string; title: Record<string, string> } } };
  globalContext: { page: { id: string } };
}

const h = defaultHelpers as Helpers;

function makeScope(): Scope {
  const orders = Array.from({ length: 20 }, (_, i) => ({ id: i, total: i * 3.5, status: i % 3 === 0 ? 'closed' : 'open' }));
  const products = Array.from({ length: 50 }, (_, i) => ({ id: `p${i}`, name: `Product ${i}` }));
  return {
    variables: {
      'v-user': { firstName: 'Ada', lastName: 'Lovelace', address: { city: 'London' } },
      'v-count': 12,
      'v-cart': [1, 2, 3],
      'v-price': 19.99,
      'v-selected': 'p42',
      'v-email': 'ada@example.com',
    },
    collections: { 'c-orders': { id: 'c-orders', data: orders }, 'c-products': { id: 'c-products', data: products } },
    context: { item: { data: { price: 4, quantity: 3, createdAt: '2024-03-05T10:00:00Z', title: { en: 'Forklift', fr: 'Chariot' } } } },
    globalContext: { page: { id: 'home' } },
  };
}

/** Typical bound formulas of a site, each with the same expression written as a JavaScript closure. */
const TYPICAL: ReadonlyArray<readonly [string, (s: Scope) => unknown, boolean]> = [
  [
    "variables['v-user'].firstName + ' ' + variables['v-user'].lastName",
    (s) => s.variables['v-user'].firstName + ' ' + s.variables['v-user'].lastName,
    true,
  ],
  ['context.item.data.price * context.item.data.quantity', (s) => s.context.item.data.price * s.context.item.data.quantity, true],
  ["if(variables['v-count'] > 10, 'many', 'few')", (s) => h.if?.(s.variables['v-count'] > 10, 'many', 'few'), true],
  [
    "`${variables['v-user'].firstName} (${variables['v-cart'].length} items)`",
    (s) => `${s.variables['v-user'].firstName} (${s.variables['v-cart'].length} items)`,
    true,
  ],
  ["variables['v-user']?.address?.city ?? 'unknown'", (s) => s.variables['v-user']?.address?.city ?? 'unknown', true],
  ["round(variables['v-price'] * 1.2, 2)", (s) => h.round?.(s.variables['v-price'] * 1.2, 2), true],
  ["globalContext.page.id === 'home' ? 'active' : ''", (s) => (s.globalContext.page.id === 'home' ? 'active' : ''), true],
  ["variables['v-cart'].length > 0", (s) => s.variables['v-cart'].length > 0, true],
  ["sum(map(collections['c-orders'].data, 'total'))", (s) => h.sum?.(h.map?.(s.collections['c-orders'].data, 'total')), false],
  [
    "collections['c-orders'].data.filter(o => o.status === 'open').length",
    (s) => s.collections['c-orders'].data.filter((o) => o.status === 'open').length,
    false,
  ],
  [
    "lookup(variables['v-selected'], collections['c-products'].data).name",
    (s) => (h.lookup?.(s.variables['v-selected'], s.collections['c-products'].data) as { name: string }).name,
    false,
  ],
  ["formatDate(context.item.data.createdAt, 'DD/MM/YYYY')", (s) => h.formatDate?.(s.context.item.data.createdAt, 'DD/MM/YYYY'), false],
  ['translate(context.item.data.title)', (s) => h.translate?.(s.context.item.data.title), false],
  [
    "isEmail(variables['v-email']) && textLength(variables['v-email']) > 3",
    (s) => h.isEmail?.(s.variables['v-email']) && (h.textLength?.(s.variables['v-email']) as number) > 3,
    false,
  ],
];

let sink: unknown;

const QUICK = process.env.BENCH_QUICK === '1';
/** Shorter measurements in quick mode. */
const scaled = (ms: number) => (QUICK ? Math.max(5, Math.round(ms / 15)) : ms);
const roundsOf = (rounds: number) => (QUICK ? 1 : rounds);

/** Best of several rounds: seconds per call of `run`. */
function measure(run: () => void, minMsFull = 150, roundsFull = 5): number {
  const minMs = scaled(minMsFull);
  const rounds = roundsOf(roundsFull);
  let iterations = 1;
  for (;;) {
    const start = performance.now();
    for (let i = 0; i < iterations; i += 1) run();
    if (performance.now() - start >= minMs / 4) break;
    iterations *= 2;
  }
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < rounds; round += 1) {
    const start = performance.now();
    for (let i = 0; i < iterations; i += 1) run();
    best = Math.min(best, (performance.now() - start) / iterations);
  }
  return best / 1000;
}

async function measureAsync(run: () => Promise<void>, minMsFull = 150, roundsFull = 5): Promise<number> {
  const minMs = scaled(minMsFull);
  const rounds = roundsOf(roundsFull);
  let iterations = 1;
  for (;;) {
    const start = performance.now();
    for (let i = 0; i < iterations; i += 1) await run();
    if (performance.now() - start >= minMs / 4) break;
    iterations *= 2;
  }
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < rounds; round += 1) {
    const start = performance.now();
    for (let i = 0; i < iterations; i += 1) await run();
    best = Math.min(best, (performance.now() - start) / iterations);
  }
  return best / 1000;
}

function formulaFigure(name: string, cases: typeof TYPICAL): BenchResult {
  const scope = makeScope();
  const compiled = cases.map(([source]) => compileFormula(source));
  const handWritten = cases.map(([, closure]) => closure);
  for (let i = 0; i < cases.length; i += 1) {
    const ours = compiled[i]?.evaluate(scope as unknown as FormulaScope);
    const theirs = handWritten[i]?.(scope);
    if (JSON.stringify(ours) !== JSON.stringify(theirs))
      throw new Error(`Formula ${cases[i]?.[0]} gives ${String(ours)}, expected ${String(theirs)}`);
  }
  const oursPerSet = measure(() => {
    for (const formula of compiled) sink = formula.evaluate(scope as unknown as FormulaScope);
  });
  const theirsPerSet = measure(() => {
    for (const closure of handWritten) sink = closure(scope);
  });
  const value = cases.length / oursPerSet;
  const baseline = cases.length / theirsPerSet;
  return {
    name,
    value: Math.round(value),
    unit: 'evaluations/s',
    baseline: { name: 'same expressions as JavaScript closures', value: Math.round(baseline), unit: 'evaluations/s' },
    ratio: value / baseline,
  };
}

async function workflowFigure(): Promise<BenchResult> {
  const ACTIONS = 100;
  const handler = (action: ActionDefinition) => action.step;
  const runtime = createRuntime({ logger: createMemoryLogger(), storage: null, url: null, actions: { step: handler } });
  const actions: Record<string, ActionDefinition> = {};
  for (let i = 0; i < ACTIONS; i += 1) actions[`a${i}`] = { type: 'step', step: i, ...(i < ACTIONS - 1 ? { next: `a${i + 1}` } : {}) };
  const definition: WorkflowDefinition = { id: 'bench', actions, firstAction: 'a0' };
  const list = Object.values(actions);
  const direct = async () => {
    let result: unknown;
    for (const action of list) result = handler(action);
    sink = result;
  };
  const engine = async () => {
    sink = await runtime.runWorkflow(definition);
  };
  const perEngineRun = await measureAsync(engine);
  const perDirectRun = await measureAsync(direct);
  const overhead = ((perEngineRun - perDirectRun) / ACTIONS) * 1e6;
  return {
    name: 'workflow engine overhead per action (100-action workflow)',
    value: overhead,
    unit: 'µs',
    baseline: { name: 'same 100 handlers called in a plain loop, per action', value: (perDirectRun / ACTIONS) * 1e6, unit: 'µs' },
  };
}

function subscribersFigure(): BenchResult {
  const SUBSCRIBERS = 1000;
  const runtime = createRuntime({
    logger: createMemoryLogger(),
    storage: null,
    url: null,
    variables: [
      { id: 'count', type: 'number', defaultValue: 0 },
      { id: 'other', type: 'number', defaultValue: 0 },
    ],
  });
  let reached = 0;
  for (let i = 0; i < SUBSCRIBERS; i += 1) {
    const binding = runtime.formulas.bind({ __wwtype: 'f', code: `variables['count'] + ${i}` });
    binding.subscribe(() => {
      sink = binding.get();
      reached += 1;
    });
  }
  // A binding on another variable must stay asleep.
  runtime.formulas.bind({ __wwtype: 'f', code: "variables['other']" }).subscribe(() => {
    throw new Error('woken by an unrelated change');
  });
  let next = 0;
  const change = () => {
    next += 1;
    runtime.variables.set('count', next);
  };
  change();
  if (reached !== SUBSCRIBERS) throw new Error(`A change reached ${reached} subscribers, expected ${SUBSCRIBERS}`);
  const perChange = measure(change, 200, 3);

  let plainValue = 0;
  const listeners = new Set<() => void>();
  for (let i = 0; i < SUBSCRIBERS; i += 1) listeners.add(() => (sink = plainValue + i));
  const plainChange = () => {
    plainValue += 1;
    for (const listener of listeners) listener();
  };
  const perPlainChange = measure(plainChange, 200, 3);
  return {
    name: 'one variable change reaching 1,000 subscribed formula bindings',
    value: perChange * 1e6,
    unit: 'µs',
    baseline: { name: '1,000 plain listener calls', value: perPlainChange * 1e6, unit: 'µs' },
  };
}

export async function runFormulaBench(): Promise<BenchResult[]> {
  // The parser loads on demand (browsers get formulas parsed ahead); this suite compiles from source.
  await Promise.all([loadFormulaHelpers(), loadFormulaParser()]);
  const results: BenchResult[] = [];
  results.push(formulaFigure('compiled formulas, typical set (target ratio >= 0.3)', TYPICAL));
  results.push(
    formulaFigure(
      'compiled formulas, reads and arithmetic only (informational)',
      TYPICAL.filter(([, , simple]) => simple),
    ),
  );
  results.push(await workflowFigure());
  results.push(subscribersFigure());
  if (sink === Symbol.for('never')) console.log(sink);
  return results;
}
