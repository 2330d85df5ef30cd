/**
 * Runtime-core collection figures (issue 7, acceptance 3), measured in one run: client-side
 * filter + sort + page of 100,000 rows against a plain Array filter/sort baseline, and the cost of one
 * realtime patch on a 10,000-row collection.
 */
import { applyRealtimeChange, runClientQuery } from '@kit/runtime-core';
import type { RowsState } from '@kit/runtime-core';
import type { BenchResult } from './result';

interface Row {
  id: number;
  name: string;
  price: number;
  status: string;
}

function makeRows(count: number): Row[] {
  const statuses = ['open', 'closed', 'pending'];
  return Array.from({ length: count }, (_, i) => ({
    id: i,
    name: `Part ${(i * 7919) % count}`,
    price: (i * 7717) % 1000,
    status: statuses[i % 3] as string,
  }));
}

function timeMs(run: () => void, repeats: number): number {
  run();
  const start = performance.now();
  for (let i = 0; i < repeats; i += 1) run();
  return (performance.now() - start) / repeats;
}

export async function runRuntimeBench(): Promise<BenchResult[]> {
  const rows = makeRows(100_000);
  const query = {
    filter: {
      link: '$and' as const,
      conditions: [
        { field: 'status', operator: 'equals', value: 'open' },
        { field: 'price', operator: 'gte', value: 100 },
      ],
    },
    sort: [{ key: 'price', direction: 'DESC' as const }],
    limit: 20,
    offset: 40,
  };
  let sink = 0;
  const runtimeMs = timeMs(() => {
    sink += runClientQuery(rows, query).total;
  }, 10);
  const baselineMs = timeMs(() => {
    const page = rows
      .filter((row) => row.status === 'open' && row.price >= 100)
      .sort((a, b) => b.price - a.price)
      .slice(40, 60);
    sink += page.length;
  }, 10);

  const patchRows = makeRows(10_000);
  let state: RowsState = { data: patchRows, total: patchRows.length };
  let next = 0;
  const patchMs = timeMs(() => {
    next += 1;
    state = applyRealtimeChange(state, { type: 'UPDATE', record: { id: (next * 37) % 10_000, price: next } });
  }, 200);
  const insertMs = timeMs(() => {
    next += 1;
    state = applyRealtimeChange(state, { type: 'INSERT', record: { id: 10_000 + next, name: 'new', price: 1, status: 'open' } });
  }, 200);
  if (sink < 0) throw new Error('unreachable');

  return [
    {
      name: 'client-side filter+sort+page, 100k rows',
      value: runtimeMs,
      unit: 'ms',
      baseline: { name: 'Array filter/sort/slice', value: baselineMs, unit: 'ms' },
      ratio: runtimeMs / baselineMs,
    },
    { name: 'realtime UPDATE patch, 10k-row collection', value: patchMs * 1000, unit: 'µs' },
    { name: 'realtime INSERT patch, 10k-row collection', value: insertMs * 1000, unit: 'µs' },
  ];
}
