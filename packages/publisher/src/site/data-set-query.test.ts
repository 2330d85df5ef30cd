/** Paging and variables of a data-set fetch: integers within their caps, a JSON object body, stable error codes. */
import { describe, expect, it } from 'vitest';
import { DATA_SET_MAX_LIMIT, parseDataSetPaging, parseDataSetVariables } from './data-set-query';
import { SiteError } from './errors';

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof SiteError ? error.code : 'other';
  }
  return undefined;
}

describe('parseDataSetPaging', () => {
  it('reads limit and offset, defaulting to the cap and zero', () => {
    expect(parseDataSetPaging({ limit: '20', offset: '40' })).toEqual({ limit: 20, offset: 40 });
    expect(parseDataSetPaging({})).toEqual({ limit: DATA_SET_MAX_LIMIT, offset: 0 });
    expect(parseDataSetPaging({ limit: '0' })).toEqual({ limit: 0, offset: 0 });
  });

  it.each([['-1'], ['1.5'], ['abc'], [''], ['1e3'], ['99999999999']])('refuses limit=%s', (value) => {
    expect(codeOf(() => parseDataSetPaging({ limit: value }))).toBe('data_set_invalid_query');
  });

  it('refuses a limit over the cap, a repeated parameter and a negative offset', () => {
    expect(codeOf(() => parseDataSetPaging({ limit: String(DATA_SET_MAX_LIMIT + 1) }))).toBe('data_set_invalid_query');
    expect(codeOf(() => parseDataSetPaging({ limit: ['1', '2'] }))).toBe('data_set_invalid_query');
    expect(codeOf(() => parseDataSetPaging({ offset: '-5' }))).toBe('data_set_invalid_query');
  });
});

describe('parseDataSetVariables', () => {
  it('reads a JSON object, and an empty body as no variables', () => {
    expect(parseDataSetVariables('{"a":1}')).toEqual({ a: 1 });
    expect(() => parseDataSetVariables(`{"a":${'['.repeat(10_000)}${']'.repeat(10_000)}}`)).toThrow('The body is JSON nested too deeply.');
    expect(parseDataSetVariables('')).toEqual({});
  });

  it.each([['[1]'], ['null'], ['"x"'], ['{']])('refuses %s', (body) => {
    expect(codeOf(() => parseDataSetVariables(body))).toBe('data_set_invalid_body');
  });
});
