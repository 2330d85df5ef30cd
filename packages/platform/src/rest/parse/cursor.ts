// A position in a parameter being parsed, failing with PostgREST's PGRST100 wording (parsec's line and column).
import { queryParamError } from '../pgrst-errors';
import type { RestError } from '../errors';

/**
 * A failed alternative. Parsers backtrack by throwing and catching these many times per request, so this is a
 * plain object, not an Error: no stack trace is captured. It never leaves the parser (see runParser).
 */
export class ParseFailure {
  constructor(
    readonly position: number,
    readonly unexpected: string,
    readonly expecting: readonly string[],
  ) {}
}

export class Cursor {
  pos = 0;

  constructor(readonly text: string) {}

  get eof(): boolean {
    return this.pos >= this.text.length;
  }

  peek(offset = 0): string {
    return this.text[this.pos + offset] ?? '';
  }

  rest(): string {
    return this.text.slice(this.pos);
  }

  startsWith(s: string): boolean {
    return this.text.startsWith(s, this.pos);
  }

  /** Consumes `s` if it comes next. */
  take(s: string): boolean {
    if (!this.startsWith(s)) return false;
    this.pos += s.length;
    return true;
  }

  expect(s: string, expecting = `"${s}"`): void {
    if (!this.take(s)) this.fail([expecting]);
  }

  skipSpaces(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.pos += 1;
  }

  fail(expecting: readonly string[], at = this.pos): never {
    const ch = this.text[at];
    throw new ParseFailure(at, ch === undefined ? 'end of input' : `"${ch}"`, expecting);
  }

  /** Runs `fn`; on failure the position is restored and undefined returned (parsec's `try`). */
  attempt<T>(fn: () => T): T | undefined {
    const start = this.pos;
    try {
      return fn();
    } catch (error) {
      if (!(error instanceof ParseFailure)) throw error;
      this.pos = start;
      return undefined;
    }
  }
}

function joinExpecting(items: readonly string[]): string {
  const unique = [...new Set(items)];
  if (unique.length <= 1) return unique[0] ?? '';
  return `${unique.slice(0, -1).join(', ')} or ${unique[unique.length - 1]}`;
}

/** Runs a parser over a whole parameter value and converts a failure into PGRST100. */
export function runParser<T>(label: string, text: string, parse: (cursor: Cursor) => T): T {
  const cursor = new Cursor(text);
  try {
    const value = parse(cursor);
    if (!cursor.eof) cursor.fail(['end of input']);
    return value;
  } catch (error) {
    if (!(error instanceof ParseFailure)) throw error;
    throw toQueryParamError(label, text, error);
  }
}

export function toQueryParamError(label: string, text: string, failure: ParseFailure): RestError {
  const expecting = failure.expecting.length > 0 ? ` expecting ${joinExpecting(failure.expecting)}` : '';
  return queryParamError(`"${label} (${text})" (line 1, column ${failure.position + 1})`, `unexpected ${failure.unexpected}${expecting}`);
}
