// Collects bind parameters while a statement is built: every value from a request goes through here.

export class SqlParams {
  readonly values: Array<string | null> = [];

  /** Adds a value and returns its placeholder (`$n`). */
  add(value: string | null): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Counts SQL aliases (`t0`, `t1`, …) so nested subqueries never collide. */
export class AliasCounter {
  private next = 0;

  take(prefix = 't'): string {
    const alias = `${prefix}${this.next}`;
    this.next += 1;
    return alias;
  }
}
