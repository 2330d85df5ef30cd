import { describe, expect, it } from 'vitest';
import { createOfflineQueue, type QueueStore } from './offline-queue';
import type { CheckEntry, PartEntry } from './work-order-api';

function memoryStore(): QueueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

const check = (measured: string, at: string): CheckEntry => ({ checkId: 'c1', measured, result: 'pass', recordedAt: at });
const part = (key: string): PartEntry => ({ workOrderId: 'w1', partNumber: 'CM-1', description: 'Sensor', quantity: 1, clientKey: key });

describe('the offline queue', () => {
  it('keeps only the latest reading of a check and each part once, across reloads', () => {
    const store = memoryStore();
    const queue = createOfflineQueue('q', store);
    queue.put({ kind: 'check', key: 'check:c1', entry: check('4.1', '2026-01-01T10:00:00Z') });
    queue.put({ kind: 'check', key: 'check:c1', entry: check('4.8', '2026-01-01T10:01:00Z') });
    queue.put({ kind: 'part', key: 'part:k1', entry: part('k1') });
    queue.put({ kind: 'part', key: 'part:k1', entry: part('k1') });
    const again = createOfflineQueue('q', store);
    expect(again.entries().map((e) => [e.key, e.kind === 'check' ? e.entry.measured : e.entry.clientKey])).toEqual([
      ['check:c1', '4.8'],
      ['part:k1', 'k1'],
    ]);
  });

  it('sends in order; a dropped connection keeps the rest, a refusal drops the entry and says so', async () => {
    const queue = createOfflineQueue('q', memoryStore());
    queue.put({ kind: 'part', key: 'part:a', entry: part('a') });
    queue.put({ kind: 'part', key: 'part:b', entry: part('b') });
    queue.put({ kind: 'part', key: 'part:c', entry: part('c') });
    const sent: string[] = [];
    let online = false;
    const sender = {
      recordCheck: async () => undefined,
      addPart: async (entry: PartEntry) => {
        if (!online) throw Object.assign(new TypeError('Failed to fetch'), { status: 0 });
        if (entry.clientKey === 'b') throw Object.assign(new Error('This work order is closed.'), { status: 409 });
        sent.push(entry.clientKey);
      },
    };
    expect(await queue.flush(sender)).toEqual({ sent: 0, refused: [], left: 3 });
    online = true;
    const result = await queue.flush(sender);
    expect(sent).toEqual(['a', 'c']);
    expect([result.sent, result.left, result.refused.map((r) => [r.entry.key, r.message])]).toEqual([
      2,
      0,
      [['part:b', 'This work order is closed.']],
    ]);
    expect(queue.entries()).toEqual([]);
  });

  it('uploads a kept photo before its reading, and keeps both while the connection is down', async () => {
    const queue = createOfflineQueue('q', memoryStore());
    queue.put({ kind: 'check', key: 'check:c1', entry: check('4.8', '2026-01-01T10:01:00Z'), photoKey: 'p1' });
    let online = false;
    const recorded: CheckEntry[] = [];
    const sender = {
      recordCheck: async (entry: CheckEntry) => void recorded.push(entry),
      addPart: async () => undefined,
      photo: async (key: string, checkId: string) => {
        if (!online) throw Object.assign(new TypeError('Failed to fetch'), { status: 0 });
        return `org/work-orders/w1/${checkId}-${key}.jpg`;
      },
    };
    expect((await queue.flush(sender)).left).toBe(1);
    expect(recorded).toEqual([]);
    online = true;
    expect((await queue.flush(sender)).sent).toBe(1);
    expect(recorded.map((e) => [e.measured, e.photoPath])).toEqual([['4.8', 'org/work-orders/w1/c1-p1.jpg']]);
  });

  it('runs one flush at a time (a second call shares the first)', async () => {
    const queue = createOfflineQueue('q', memoryStore());
    queue.put({ kind: 'part', key: 'part:a', entry: part('a') });
    let calls = 0;
    const sender = { recordCheck: async () => undefined, addPart: async () => void (calls += 1) };
    await Promise.all([queue.flush(sender), queue.flush(sender)]);
    expect(calls).toBe(1);
  });
});
