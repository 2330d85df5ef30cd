/** A record whose keys are separate signals, with a read-only view that formulas read key by key. */
import { batch, signal } from './signal';
import type { WritableSignal } from './signal';

export interface ReactiveRecord<T extends Record<string, unknown>> {
  /** Object with one tracked getter per key: reading `view.page` depends on `page` only. */
  readonly view: Readonly<T>;
  get<K extends keyof T & string>(key: K): T[K];
  peek<K extends keyof T & string>(key: K): T[K];
  set<K extends keyof T & string>(key: K, value: T[K]): void;
  /** Sets several keys at once; subscribers run once. */
  patch(values: Partial<T>): void;
  subscribe(key: keyof T & string, listener: () => void): () => void;
}

export function createReactiveRecord<T extends Record<string, unknown>>(initial: T): ReactiveRecord<T> {
  const signals = new Map<string, WritableSignal<unknown>>();
  const view = Object.create(null) as T;

  const slot = (key: string): WritableSignal<unknown> => {
    let entry = signals.get(key);
    if (entry === undefined) {
      const created = signal<unknown>(undefined);
      entry = created;
      signals.set(key, created);
      Object.defineProperty(view, key, { enumerable: true, get: () => created.get() });
    }
    return entry;
  };
  for (const key of Object.keys(initial)) slot(key).set(initial[key]);

  return {
    view,
    get: (key) => slot(key).get() as T[typeof key],
    peek: (key) => slot(key).peek() as T[typeof key],
    set: (key, value) => slot(key).set(value),
    patch: (values) =>
      batch(() => {
        for (const key of Object.keys(values)) slot(key).set(values[key]);
      }),
    subscribe: (key, listener) => slot(key).subscribe(listener),
  };
}
