// A bounded, least-recently-used map of work derived from one schema cache generation (parsed requests and their
// built SQL). Entries never outlive the schema cache they were built from: a different generation empties the map.

export interface StatementCacheOptions {
  /** How many entries are kept; the least recently used one goes first. */
  maxEntries: number;
  /** Keys longer than this are not stored (long URLs are rarely repeated and would pin memory). */
  maxKeyLength: number;
}

export class StatementCache<V> {
  private generation: object | undefined;
  // A Map iterates in insertion order: re-inserting on a hit makes its first key the least recently used.
  private readonly entries = new Map<string, V>();

  constructor(private readonly options: StatementCacheOptions) {}

  get size(): number {
    return this.entries.size;
  }

  /** The entry built from `generation` (the schema cache object) under `key`, if any. */
  get(generation: object, key: string): V | undefined {
    if (generation !== this.generation) return undefined;
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(generation: object, key: string, value: V): void {
    if (key.length > this.options.maxKeyLength || this.options.maxEntries <= 0) return;
    if (generation !== this.generation) {
      // The schema was reloaded (or a request still running on the previous one finished): start over, so an entry
      // is only ever returned to a request holding the schema it was built from.
      this.entries.clear();
      this.generation = generation;
    }
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }
}
