import { describe, expect, it } from 'vitest';
import { createManualLabelCache } from './manual-labels';

const A = '909dba94-f544-509c-bb73-3d110448fae5';
const B = '3c635b99-9cc3-5b8b-9e3f-566438d12cee';

describe('manual label cache', () => {
  it('reads each manual once, in one request per set of new ids, and skips ids that are not manual ids', async () => {
    const calls: string[][] = [];
    const cache = createManualLabelCache(async (ids) => {
      calls.push([...ids]);
      return ids.map((id) => ({ id, title: `T ${id.slice(0, 4)}`, brand_id: 'c-monarch', revision: '4' }));
    });
    const [first] = await Promise.all([cache.load([A, B, A, 'S2']), cache.load([A])]);
    expect(calls).toEqual([[A, B]]);
    expect(first.get(A)).toEqual({ title: 'T 909d', brand_id: 'c-monarch', revision: '4' });
    await cache.load([B]);
    expect(calls).toHaveLength(1);
  });

  it('leaves the labels unknown when the read fails, and tries again later', async () => {
    let fail = true;
    const cache = createManualLabelCache(async (ids) => {
      if (fail) throw new Error('offline');
      return ids.map((id) => ({ id, title: 'Back', revision: '1' }));
    });
    expect((await cache.load([A])).has(A)).toBe(false);
    fail = false;
    expect((await cache.load([A])).get(A)?.title).toBe('Back');
  });
});

describe('manual label batching', () => {
  it('reads the ids asked for in the same tick (one citation each) in one request', async () => {
    const calls: string[][] = [];
    const cache = createManualLabelCache(async (ids) => {
      calls.push([...ids]);
      return ids.map((id) => ({ id, title: 'T', revision: '1' }));
    });
    await Promise.all([cache.load([A]), cache.load([B]), cache.load([A])]);
    expect(calls).toEqual([[A, B]]);
  });
});
