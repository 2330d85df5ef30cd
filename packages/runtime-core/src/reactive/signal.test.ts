/** Signals, computeds and subscriptions: a change wakes only what read it. */
import { describe, expect, it, vi } from 'vitest';
import { createReactiveRecord } from './reactive-record';
import { batch, computed, effect, signal, untracked } from './signal';

describe('signals', () => {
  it('notify subscribers after a change, not after an equal write', () => {
    const count = signal(1);
    const listener = vi.fn();
    const stop = count.subscribe(listener);
    count.set(1);
    expect(listener).not.toHaveBeenCalled();
    count.set(2);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    count.set(3);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('recompute a computed lazily, only when what it read changed', () => {
    const a = signal(1);
    const b = signal(10);
    const compute = vi.fn(() => a.get() * 2);
    const double = computed(compute);
    expect(compute).not.toHaveBeenCalled();
    expect(double.get()).toBe(2);
    expect(double.get()).toBe(2);
    expect(compute).toHaveBeenCalledTimes(1);
    b.set(11);
    expect(double.get()).toBe(2);
    expect(compute).toHaveBeenCalledTimes(1);
    a.set(2);
    expect(double.get()).toBe(4);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('wake only the subscribers whose computeds read the changed signal', () => {
    const a = signal(1);
    const b = signal(1);
    const readsA = computed(() => a.get() + 1);
    const readsB = computed(() => b.get() + 1);
    const onA = vi.fn();
    const onB = vi.fn();
    readsA.subscribe(onA);
    readsB.subscribe(onB);
    a.set(5);
    expect(onA).toHaveBeenCalledTimes(1);
    expect(onB).not.toHaveBeenCalled();
    expect(readsA.get()).toBe(6);
  });

  it('skip subscribers when a computed recomputes to the same value', () => {
    const n = signal(2);
    const isEven = computed(() => n.get() % 2 === 0);
    const listener = vi.fn();
    isEven.subscribe(listener);
    n.set(4);
    expect(listener).not.toHaveBeenCalled();
    n.set(5);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('follow dependencies that change between runs', () => {
    const useA = signal(true);
    const a = signal('a');
    const b = signal('b');
    const pick = computed(() => (useA.get() ? a.get() : b.get()));
    const listener = vi.fn();
    pick.subscribe(listener);
    b.set('b2');
    expect(listener).not.toHaveBeenCalled();
    useA.set(false);
    expect(listener).toHaveBeenCalledTimes(1);
    a.set('a2');
    expect(listener).toHaveBeenCalledTimes(1);
    b.set('b3');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(pick.get()).toBe('b3');
  });

  it('chain computeds and handle diamonds with one notification', () => {
    const base = signal(1);
    const left = computed(() => base.get() + 1);
    const right = computed(() => base.get() * 10);
    const both = computed(() => left.get() + right.get());
    const listener = vi.fn();
    both.subscribe(listener);
    base.set(2);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(both.get()).toBe(23);
  });

  it('batch writes into one notification', () => {
    const a = signal(1);
    const b = signal(2);
    const sum = computed(() => a.get() + b.get());
    const listener = vi.fn();
    sum.subscribe(listener);
    batch(() => {
      a.set(10);
      b.set(20);
    });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(sum.get()).toBe(30);
  });

  it('rethrow a computed error on each read until its inputs change', () => {
    const input = signal(0);
    const checked = computed(() => {
      if (input.get() === 0) throw new Error('zero');
      return input.get();
    });
    expect(() => checked.get()).toThrow('zero');
    expect(() => checked.get()).toThrow('zero');
    input.set(3);
    expect(checked.get()).toBe(3);
  });

  it('run effects again after a change and stop them', () => {
    const name = signal('a');
    const seen: string[] = [];
    const stop = effect(() => {
      seen.push(name.get());
    });
    name.set('b');
    stop();
    name.set('c');
    expect(seen).toEqual(['a', 'b']);
  });

  it('do not track reads inside untracked', () => {
    const a = signal(1);
    const b = signal(1);
    const compute = vi.fn(() => a.get() + untracked(() => b.get()));
    const value = computed(compute);
    value.subscribe(() => undefined);
    b.set(2);
    expect(value.get()).toBe(2);
    a.set(2);
    expect(value.get()).toBe(4);
  });

  it('release links when the last subscriber leaves', () => {
    const source = signal(1);
    const derived = computed(() => source.get());
    const stop = derived.subscribe(() => undefined);
    stop();
    // Still correct when read again after unlinking.
    source.set(9);
    expect(derived.get()).toBe(9);
  });

  it('let a subscriber write another signal', () => {
    const a = signal(1);
    const b = signal(0);
    a.subscribe(() => b.set(a.peek() * 2));
    const onB = vi.fn();
    b.subscribe(onB);
    a.set(5);
    expect(b.peek()).toBe(10);
    expect(onB).toHaveBeenCalledTimes(1);
  });
});

describe('reactive records', () => {
  it('track each key separately', () => {
    const record = createReactiveRecord({ page: 'home', lang: 'en' } as Record<string, unknown>);
    const readsPage = computed(() => (record.view as Record<string, unknown>).page);
    const listener = vi.fn();
    readsPage.subscribe(listener);
    record.set('lang', 'fr');
    expect(listener).not.toHaveBeenCalled();
    record.patch({ page: 'about', lang: 'de' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(readsPage.get()).toBe('about');
    record.set('added', 1);
    expect(Object.keys(record.view)).toEqual(['page', 'lang', 'added']);
  });
});
