/**
 * Fine-grained reactivity: signals, lazily recomputed computeds and subscriptions.
 * A change wakes only the computeds and subscribers that read the changed value; computeds without
 * subscribers hold no links, so dropped bindings are garbage-collected.
 */

type Equals<T> = (a: T, b: T) => boolean;

interface Observer {
  /** A source this observer depends on may have changed. */
  notify(): void;
}

/** Something that can be read and observed: a signal or a computed. */
abstract class Source {
  /** Bumped each time the value changes. */
  version = 0;
  readonly observers = new Set<Observer>();

  addObserver(observer: Observer): void {
    this.observers.add(observer);
  }

  removeObserver(observer: Observer): void {
    this.observers.delete(observer);
  }

  /** Brings the value up to date (computeds recompute when a dependency changed). */
  abstract refresh(): void;
}

/** The computed being evaluated; reads register themselves as its dependencies. */
let tracking: ComputedNode<unknown> | null = null;
let batchDepth = 0;
let flushing = false;
const pending: SubscriptionNode[] = [];

function track(source: Source): void {
  if (tracking !== null && tracking !== source) tracking.addDependency(source);
}

function notifyObservers(source: Source): void {
  for (const observer of source.observers) observer.notify();
}

/** Runs queued subscriber callbacks once no batch is open. */
function flush(): void {
  if (batchDepth > 0 || flushing) return;
  flushing = true;
  let firstError: unknown;
  let failed = false;
  try {
    for (let i = 0; i < pending.length; i += 1) {
      try {
        (pending[i] as SubscriptionNode).run();
      } catch (error) {
        if (!failed) {
          failed = true;
          firstError = error;
        }
      }
    }
  } finally {
    pending.length = 0;
    flushing = false;
  }
  if (failed) throw firstError;
}

class SignalNode<T> extends Source {
  #value: T;
  readonly #equals: Equals<T>;

  constructor(value: T, equals: Equals<T>) {
    super();
    this.#value = value;
    this.#equals = equals;
  }

  refresh(): void {}

  get(): T {
    track(this);
    return this.#value;
  }

  peek(): T {
    return this.#value;
  }

  set(value: T): void {
    if (this.#equals(this.#value, value)) return;
    this.#value = value;
    this.version += 1;
    batchDepth += 1;
    try {
      notifyObservers(this);
    } finally {
      batchDepth -= 1;
    }
    flush();
  }
}

class ComputedNode<T> extends Source implements Observer {
  readonly #compute: () => T;
  readonly #equals: Equals<T>;
  #value: T | undefined;
  #error: unknown;
  #failed = false;
  #computed = false;
  /** A dependency notified a change since the last refresh. */
  #dirty = true;
  /** Registered as an observer of its dependencies (only while observed itself). */
  #linked = false;
  #dependencies: Source[] = [];
  #versions: number[] = [];
  #collecting: Source[] | null = null;

  constructor(compute: () => T, equals: Equals<T>) {
    super();
    this.#compute = compute;
    this.#equals = equals;
  }

  addDependency(source: Source): void {
    const collecting = this.#collecting;
    if (collecting !== null && !collecting.includes(source)) collecting.push(source);
  }

  notify(): void {
    if (this.#dirty) return;
    this.#dirty = true;
    notifyObservers(this);
  }

  override addObserver(observer: Observer): void {
    if (!this.#linked) {
      this.refresh();
      this.#linked = true;
      for (const dependency of this.#dependencies) dependency.addObserver(this);
    }
    super.addObserver(observer);
  }

  override removeObserver(observer: Observer): void {
    super.removeObserver(observer);
    if (this.observers.size === 0 && this.#linked) {
      this.#linked = false;
      this.#dirty = true;
      for (const dependency of this.#dependencies) dependency.removeObserver(this);
    }
  }

  refresh(): void {
    if (this.#computed && this.#linked && !this.#dirty) return;
    if (this.#computed && !this.#dependenciesChanged()) {
      this.#dirty = false;
      return;
    }
    this.#recompute();
  }

  #dependenciesChanged(): boolean {
    const dependencies = this.#dependencies;
    for (let i = 0; i < dependencies.length; i += 1) {
      const dependency = dependencies[i] as Source;
      dependency.refresh();
      if (dependency.version !== this.#versions[i]) return true;
    }
    return false;
  }

  #recompute(): void {
    const previousDependencies = this.#dependencies;
    const collecting: Source[] = [];
    const outer = tracking;
    this.#collecting = collecting;
    tracking = this as ComputedNode<unknown>;
    let value: T | undefined;
    let error: unknown;
    let failed = false;
    try {
      value = this.#compute();
    } catch (caught) {
      failed = true;
      error = caught;
    } finally {
      tracking = outer;
      this.#collecting = null;
    }
    const changed =
      !this.#computed || failed !== this.#failed || (failed ? error !== this.#error : !this.#equals(this.#value as T, value as T));
    this.#computed = true;
    this.#dirty = false;
    this.#failed = failed;
    this.#error = error;
    // An equal new value keeps the last one: readers comparing references see no change either.
    if (!failed && changed) this.#value = value;
    if (changed) this.version += 1;
    this.#dependencies = collecting;
    this.#versions = collecting.map((dependency) => dependency.version);
    if (this.#linked) {
      for (const dependency of collecting) if (!previousDependencies.includes(dependency)) dependency.addObserver(this);
      for (const dependency of previousDependencies) if (!collecting.includes(dependency)) dependency.removeObserver(this);
    }
  }

  get(): T {
    track(this);
    this.refresh();
    if (this.#failed) throw this.#error;
    return this.#value as T;
  }

  peek(): T {
    const outer = tracking;
    tracking = null;
    try {
      return this.get();
    } finally {
      tracking = outer;
    }
  }
}

class SubscriptionNode implements Observer {
  readonly #source: Source;
  readonly #listener: () => void;
  #seen: number;
  #queued = false;
  #active = true;

  constructor(source: Source, listener: () => void) {
    this.#source = source;
    this.#listener = listener;
    source.addObserver(this);
    this.#seen = source.version;
  }

  notify(): void {
    if (this.#queued || !this.#active) return;
    this.#queued = true;
    pending.push(this);
  }

  run(): void {
    this.#queued = false;
    if (!this.#active) return;
    this.#source.refresh();
    if (this.#source.version === this.#seen) return;
    this.#seen = this.#source.version;
    this.#listener();
  }

  dispose(): void {
    if (!this.#active) return;
    this.#active = false;
    this.#source.removeObserver(this);
  }
}

export interface ReadonlySignal<T> {
  /** Reads the value and, inside a computed, records the dependency. */
  get(): T;
  /** Reads the value without recording a dependency. */
  peek(): T;
  /** Calls `listener` after each change of the value (useSyncExternalStore's subscribe). */
  subscribe(listener: () => void): () => void;
}

export interface WritableSignal<T> extends ReadonlySignal<T> {
  set(value: T): void;
  update(change: (value: T) => T): void;
}

export interface SignalOptions<T> {
  equals?: Equals<T>;
}

function subscribeTo(source: Source, listener: () => void): () => void {
  const subscription = new SubscriptionNode(source, listener);
  return () => subscription.dispose();
}

export function signal<T>(value: T, options: SignalOptions<T> = {}): WritableSignal<T> {
  const node = new SignalNode(value, options.equals ?? Object.is);
  return {
    get: () => node.get(),
    peek: () => node.peek(),
    set: (next) => node.set(next),
    update: (change) => node.set(change(node.peek())),
    subscribe: (listener) => subscribeTo(node, listener),
  };
}

/** A value derived from signals and other computeds, recomputed lazily when one of them changed. */
export function computed<T>(compute: () => T, options: SignalOptions<T> = {}): ReadonlySignal<T> {
  const node = new ComputedNode(compute, options.equals ?? Object.is);
  return {
    get: () => node.get(),
    peek: () => node.peek(),
    subscribe: (listener) => subscribeTo(node, listener),
  };
}

/** Runs `run` now and again after each change of what it read; returns a function that stops it. */
export function effect(run: () => void): () => void {
  const node = new ComputedNode<void>(run, () => false);
  node.peek();
  return subscribeTo(node, () => undefined);
}

/** Groups several writes: subscribers run once, after the outermost batch. */
export function batch<T>(run: () => T): T {
  batchDepth += 1;
  try {
    return run();
  } finally {
    batchDepth -= 1;
    flush();
  }
}

/** Runs `read` without recording dependencies. */
export function untracked<T>(read: () => T): T {
  const outer = tracking;
  tracking = null;
  try {
    return read();
  } finally {
    tracking = outer;
  }
}
