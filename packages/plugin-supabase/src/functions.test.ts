/** Edge-function error kinds and messages of seed 000 §8, and the query string of an invocation. */
import { FunctionsFetchError, FunctionsHttpError, FunctionsRelayError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { functionError, functionPath } from './functions';

describe('edge function errors (seed 000 §8)', () => {
  it('tells the kinds apart, verbatim, keeping the original as cause', () => {
    const http = new FunctionsHttpError(new Response('nope', { status: 418 }));
    expect(functionError(http).message).toBe('Function returned an error status: 418');
    expect(functionError(http).code).toBe('FUNCTION_HTTP_ERROR');
    expect(functionError(http).cause).toBe(http);
    const relay = new FunctionsRelayError(new Response('', { status: 502 }));
    expect(functionError(relay).message).toBe(`Function relay error: ${relay.message}`);
    const fetchFailure = new FunctionsFetchError(new TypeError('fetch failed'));
    expect(functionError(fetchFailure).message).toBe('Function fetch error: fetch failed');
    expect(functionError(new Error('boom')).message).toBe('boom');
    expect(functionError({}).message).toBe('Unknown function invocation error');
  });

  it('appends the query string to the function name', () => {
    expect(
      functionPath('hello', [
        { key: 'a', value: 1 },
        { key: 'b', value: 'x y' },
      ]),
    ).toBe('hello?a=1&b=x+y');
    expect(functionPath('hello', { a: null })).toBe('hello');
    expect(functionPath('hello', undefined)).toBe('hello');
  });
});
