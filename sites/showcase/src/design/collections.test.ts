/** The showcase's collections: definitions that parse, and a data set that pages and filters by the search variable. */
import { parseDesignInfo } from '@kit/runtime-core';
import { describe, expect, it } from 'vitest';
import { CITY_SEARCH_VARIABLE_ID, cities, citiesDataSet, showcaseCollections } from './collections';

describe('showcase collections', () => {
  it('are valid design collections: one static, one through the server', () => {
    const design = parseDesignInfo({ id: 's', homePageId: 'home', collections: showcaseCollections });
    expect(design.collections.map((collection) => [collection.id, collection.mode, collection.isThroughServer ?? false])).toEqual([
      ['showcase-colors', 'static', false],
      ['showcase-cities', 'dynamic', true],
    ]);
  });

  it('pages the cities data set and filters it by the search variable', async () => {
    const first = await citiesDataSet({ limit: 5, offset: 0, variables: {} });
    expect(first.total).toBe(cities.length);
    expect(first.data).toEqual(cities.slice(0, 5));
    const filtered = await citiesDataSet({ limit: 2, offset: 1, variables: { [CITY_SEARCH_VARIABLE_ID]: '  LI ' } });
    // Berlin, Dublin, Lisbon, Tallinn contain "li": the second page of two starts at Dublin.
    expect(filtered).toEqual({ data: [cities[7], cities[9]], total: 4 });
    const ignored = await citiesDataSet({ limit: 1, offset: 0, variables: { [CITY_SEARCH_VARIABLE_ID]: { $ne: 1 } } });
    expect(ignored.total).toBe(cities.length);
  });
});
