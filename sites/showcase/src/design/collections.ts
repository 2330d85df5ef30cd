/**
 * The showcase's collections: a static one (published at `collections/showcase-colors.json`) and a server data set
 * (`POST /ww/cms_data_sets/showcase-cities/fetch`) that pages through cities, filtered by a page variable.
 * The definitions go into the design; the data and the data set go into the publication (server side only).
 */
import type { DesignInfoInput } from '@kit/runtime-core';

/** The publisher's data-set shape, structurally (the site does not depend on the server package). */
type DataSet = (input: {
  limit: number;
  offset: number;
  variables: Readonly<Record<string, unknown>>;
}) => Promise<{ data: unknown; total: number }>;

export const COLORS_COLLECTION_ID = 'showcase-colors';
export const CITIES_COLLECTION_ID = 'showcase-cities';
/** The variable whose value filters the cities (by name, case-insensitive); pages bind a search input to it. */
export const CITY_SEARCH_VARIABLE_ID = 'showcase-city-search';
/** Longest search text the data set accepts; longer input is cut, not trusted. */
const MAX_SEARCH_LENGTH = 100;

export const showcaseCollections: NonNullable<DesignInfoInput['collections']> = [
  { id: COLORS_COLLECTION_ID, name: 'Colors', mode: 'static', autoFetch: true },
  { id: CITIES_COLLECTION_ID, name: 'Cities', mode: 'dynamic', isThroughServer: true, autoFetch: true, limit: 5, offset: 0 },
];

/** The search variable the cities data set reads (a page variable, so the data set is refetched with it). */
export const citySearchVariable = { id: CITY_SEARCH_VARIABLE_ID, name: 'City search', type: 'string' as const, defaultValue: '' };

export const colorRows = [
  { id: 'ink', name: 'Ink', hex: '#1b1f24' },
  { id: 'sky', name: 'Sky', hex: '#2f6fde' },
  { id: 'leaf', name: 'Leaf', hex: '#2e8540' },
  { id: 'sun', name: 'Sun', hex: '#f2b705' },
  { id: 'coral', name: 'Coral', hex: '#e4572e' },
];

const cityRows = [
  ['Amsterdam', 'Netherlands', 931_298],
  ['Athens', 'Greece', 643_452],
  ['Barcelona', 'Spain', 1_660_122],
  ['Berlin', 'Germany', 3_878_100],
  ['Brussels', 'Belgium', 1_235_192],
  ['Budapest', 'Hungary', 1_686_222],
  ['Copenhagen', 'Denmark', 660_842],
  ['Dublin', 'Ireland', 592_713],
  ['Helsinki', 'Finland', 674_500],
  ['Lisbon', 'Portugal', 567_131],
  ['Ljubljana', 'Slovenia', 295_504],
  ['Madrid', 'Spain', 3_460_491],
  ['Oslo', 'Norway', 717_710],
  ['Paris', 'France', 2_102_650],
  ['Prague', 'Czechia', 1_384_732],
  ['Riga', 'Latvia', 605_273],
  ['Rome', 'Italy', 2_748_109],
  ['Stockholm', 'Sweden', 988_943],
  ['Tallinn', 'Estonia', 457_572],
  ['Vienna', 'Austria', 2_005_760],
  ['Vilnius', 'Lithuania', 605_270],
  ['Warsaw', 'Poland', 1_862_402],
  ['Zagreb', 'Croatia', 767_131],
] as const;

export const cities = cityRows.map(([name, country, population], index) => ({ id: index + 1, name, country, population }));

function searchText(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, MAX_SEARCH_LENGTH).trim().toLowerCase() : '';
}

/** One page of the cities whose name contains the search variable. */
export const citiesDataSet: DataSet = async ({ limit, offset, variables }) => {
  const search = searchText(variables[CITY_SEARCH_VARIABLE_ID]);
  const rows = search === '' ? cities : cities.filter((city) => city.name.toLowerCase().includes(search));
  return { data: rows.slice(offset, offset + limit), total: rows.length };
};

export const showcaseStaticCollections = { [COLORS_COLLECTION_ID]: colorRows };
export const showcaseDataSets = { [CITIES_COLLECTION_ID]: citiesDataSet };
