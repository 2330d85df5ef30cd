/** Pagination maths: page count, current page, the link list with gaps, the change payload, unusable inputs. */
import { describe, expect, it } from 'vitest';
import { normalizePagination, pageChange, paginate } from './pagination';

const labels = (total: number, limit: number, offset: number) =>
  paginate({ total, limit, offset }).links.map((link) => (link.kind === 'gap' ? '…' : link.current ? `[${link.label}]` : link.label));

describe('paginate', () => {
  it('uses pages = ceil(total/limit) and current = floor(offset/limit)', () => {
    expect(paginate({ total: 10, limit: 5, offset: 0 })).toMatchObject({ pageCount: 2, current: 0 });
    expect(paginate({ total: 11, limit: 5, offset: 7 })).toMatchObject({ pageCount: 3, current: 1 });
    expect(paginate({ total: 100, limit: 10, offset: 99 })).toMatchObject({ pageCount: 10, current: 9 });
  });

  it('lists first, …, previous, current, next, …, last', () => {
    expect(labels(100, 10, 50)).toEqual(['1', '…', '5', '[6]', '7', '…', '10']);
    expect(labels(100, 10, 0)).toEqual(['[1]', '2', '…', '10']);
    expect(labels(100, 10, 90)).toEqual(['1', '…', '9', '[10]']);
    expect(labels(100, 10, 20)).toEqual(['1', '2', '[3]', '4', '…', '10']);
    expect(labels(30, 10, 10)).toEqual(['1', '[2]', '3']);
    expect(labels(10, 5, 0)).toEqual(['[1]', '2']);
  });

  it('shows a single current page for an empty list and keeps an offset past the end on the last page', () => {
    expect(labels(0, 5, 0)).toEqual(['[1]']);
    expect(paginate({ total: 10, limit: 5, offset: 500 }).current).toBe(1);
  });
});

describe('pageChange', () => {
  it('carries the 1-based page, its offset, the limit and the total, clamped to existing pages', () => {
    const model = paginate({ total: 23, limit: 5, offset: 0 });
    expect(pageChange(model, 2)).toEqual({ page: 3, offset: 10, limit: 5, total: 23 });
    expect(pageChange(model, 99)).toEqual({ page: 5, offset: 20, limit: 5, total: 23 });
    expect(pageChange(model, -1)).toEqual({ page: 1, offset: 0, limit: 5, total: 23 });
  });
});

describe('normalizePagination', () => {
  const defaults = { total: 10, limit: 5, offset: 0 };
  it('falls back to the defaults for missing or unusable values and floors the rest', () => {
    expect(normalizePagination({}, defaults)).toEqual(defaults);
    expect(normalizePagination({ total: 'abc', limit: null, offset: undefined }, defaults)).toEqual(defaults);
    expect(normalizePagination({ total: '42', limit: 7.9, offset: 3.2 }, defaults)).toEqual({ total: 42, limit: 7, offset: 3 });
  });
  it('keeps the limit at least 1 and total and offset at least 0', () => {
    expect(normalizePagination({ total: -3, limit: 0, offset: -10 }, defaults)).toEqual({ total: 0, limit: 1, offset: 0 });
  });
});
