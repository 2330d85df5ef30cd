// Finds the catalogue's brand, series and model a spreadsheet names, forgiving how it is typed: names compare in the
// portal's code form (the code reader's `codeTokens`: upper case, runs of letters and digits, leading zeros dropped) with the
// separators left out, so dashes of any kind, case, spacing and punctuation do not matter ("u line e20-e35" is
// "U-Line E20–E35", "cx 20" is "CX20"); an id is as good as a name; a series may be written without "Series", after
// its brand's name, or by the first words of its name when only one series starts so ("U-Line", "H80"). When more
// than one entry fits, the caller is told which, so the row can name them.
import { codeTokens } from '../../content/code-reader';
import type { ImportCatalog, MatchHow } from './types';

type Brand = ImportCatalog['brands'][number];
type Series = ImportCatalog['series'][number];
type Model = ImportCatalog['models'][number];

export type Found<T> = { kind: 'found'; entry: T; how: MatchHow } | { kind: 'none' } | { kind: 'ambiguous'; candidates: T[] };

// The catalogue's names are compared with every row (2,000 rows × ~70 names): each is read once.
const TOKENS = new Map<string, readonly string[]>();

/** The runs of letters and digits of a name, in the code normaliser's form (accents folded first). */
export function nameTokens(text: string): string[] {
  let tokens = TOKENS.get(text);
  if (!tokens) {
    tokens = codeTokens(text.normalize('NFKD').replace(/[\u0300-\u036f]/g, ''));
    if (TOKENS.size >= 10_000) TOKENS.clear();
    TOKENS.set(text, tokens);
  }
  return [...tokens];
}

/** The form names compare in: "U-Line E20–E35", "u line e20-e35" and "ULINE E20E35" are all "ULINEE20E35". */
export function nameKey(text: string): string {
  return nameTokens(text).join('');
}

/** The tokens without a leading brand name and a trailing "Series" ("C-Monarch CX Series" → CX). */
function core(tokens: string[], brand?: Brand): string[] {
  let out = tokens;
  const brandTokens = brand ? nameTokens(brand.name) : [];
  if (brandTokens.length > 0 && brandTokens.length < out.length && brandTokens.every((t, i) => out[i] === t)) {
    out = out.slice(brandTokens.length);
  }
  if (out.length > 1 && out[out.length - 1] === 'SERIES') out = out.slice(0, -1);
  return out;
}

/** True when `key` is the name's first tokens ("ULINE" starts "U-Line E20–E35"; "ULIN" does not). */
function startsName(key: string, tokens: string[]): boolean {
  let length = 0;
  for (const token of tokens.slice(0, -1)) {
    length += token.length;
    if (length === key.length) return tokens.join('').startsWith(key);
    if (length > key.length) return false;
  }
  return false;
}

function how(written: string, name: string, byId: boolean): MatchHow {
  if (written.trim() === name) return 'exact';
  return byId ? 'id' : 'spelling';
}

function unique<T extends { id: string }>(entries: T[]): T[] {
  return entries.filter((entry, index) => entries.findIndex((other) => other.id === entry.id) === index);
}

export function findBrand(catalog: ImportCatalog, written: string): Found<Brand> {
  const key = nameKey(written);
  if (key === '') return { kind: 'none' };
  const byName = catalog.brands.filter((brand) => nameKey(brand.name) === key);
  const byId = catalog.brands.filter((brand) => nameKey(brand.id) === key);
  const hits = unique([...byName, ...byId]);
  if (hits.length > 1) return { kind: 'ambiguous', candidates: hits };
  const [brand] = hits;
  return brand ? { kind: 'found', entry: brand, how: how(written, brand.name, byName.length === 0) } : { kind: 'none' };
}

export interface SeriesHints {
  /** The model written on the row: an ambiguous series is narrowed to those that have it. */
  model?: string;
  /** The fuel type read from the row: an ambiguous series is narrowed to those built for it. */
  fuel?: string | null;
}

/** The brand's series the text names; with several, the model and fuel of the row narrow them down. */
export function findSeries(catalog: ImportCatalog, brand: Brand, written: string, hints: SeriesHints = {}): Found<Series> {
  const tokens = core(nameTokens(written), brand);
  const key = tokens.join('');
  if (key === '') return { kind: 'none' };
  const own = catalog.series.filter((series) => series.brandId === brand.id);
  const idKey = (series: Series) => nameKey(series.id);
  const shortIdKey = (series: Series) => nameKey(series.id.startsWith(`${brand.id}-`) ? series.id.slice(brand.id.length + 1) : series.id);
  const byName = own.filter((series) => core(nameTokens(series.name)).join('') === key || nameKey(series.name) === key);
  const byId = own.filter((series) => idKey(series) === nameKey(written) || shortIdKey(series) === key);
  let hits = unique([...byName, ...byId]);
  let matched: MatchHow | undefined = hits.length > 0 ? undefined : 'prefix';
  if (hits.length === 0) hits = own.filter((series) => startsName(key, core(nameTokens(series.name))));
  if (hits.length > 1) {
    const modelKey = hints.model ? core(nameTokens(hints.model), brand).join('') : '';
    const withModel = modelKey
      ? hits.filter((series) => catalog.models.some((model) => model.seriesId === series.id && nameKey(model.name) === modelKey))
      : hits;
    const withFuel = hints.fuel ? withModel.filter((series) => series.fuelTypes.includes(hints.fuel as string)) : withModel;
    const narrowed = withFuel.length > 0 ? withFuel : withModel;
    if (narrowed.length !== 1) return { kind: 'ambiguous', candidates: narrowed.length > 1 ? narrowed : hits };
    hits = narrowed;
  }
  const [series] = hits;
  if (!series) return { kind: 'none' };
  matched ??= how(written, series.name, byName.length === 0);
  return { kind: 'found', entry: series, how: matched };
}

/** A series of another brand that the text names exactly (to say "not a C-Monarch series" rather than "unknown"). */
export function seriesElsewhere(catalog: ImportCatalog, brand: Brand, written: string): Series | undefined {
  for (const other of catalog.brands) {
    if (other.id === brand.id) continue;
    const found = findSeries(catalog, other, written);
    if (found.kind === 'found' && found.how !== 'prefix') return found.entry;
  }
  return undefined;
}

export interface ModelHints {
  fuel?: string | null;
  /** The serial's number: several models of one name are narrowed to the one whose range holds it. */
  serial?: number | null;
}

/** The brand's models (in `series` when known) that the text names, narrowed by fuel and serial when several fit. */
export function findModel(
  catalog: ImportCatalog,
  brand: Brand,
  series: Series | undefined,
  written: string,
  hints: ModelHints = {},
): Found<Model> {
  const key = core(nameTokens(written), brand).join('');
  if (key === '') return { kind: 'none' };
  const pool = catalog.models.filter((model) => model.brandId === brand.id && (!series || model.seriesId === series.id));
  const byName = pool.filter((model) => nameKey(model.name) === key);
  const byId = pool.filter((model) => nameKey(model.id) === nameKey(written));
  let hits = unique([...byName, ...byId]);
  const narrow = (keep: (model: Model) => boolean) => {
    const kept = hits.filter(keep);
    if (kept.length > 0) hits = kept;
  };
  const { fuel, serial } = hints;
  if (hits.length > 1 && fuel) narrow((model) => model.fuelType === fuel);
  if (hits.length > 1 && serial !== undefined && serial !== null) {
    narrow((model) => model.serialFrom <= serial && (model.serialTo === null || serial <= model.serialTo));
  }
  if (hits.length > 1) return { kind: 'ambiguous', candidates: hits };
  const [model] = hits;
  return model ? { kind: 'found', entry: model, how: how(written, model.name, byName.length === 0) } : { kind: 'none' };
}

/** The model the database picks for a serial when the row names none: the last range of the series holding it. */
export function modelForSerial(catalog: ImportCatalog, series: Series, serial: number, fuel: string | null): Model | undefined {
  return catalog.models
    .filter(
      (model) =>
        model.seriesId === series.id &&
        model.serialFrom <= serial &&
        (model.serialTo === null || serial <= model.serialTo) &&
        (fuel === null || model.fuelType === fuel),
    )
    .sort((a, b) => b.serialFrom - a.serialFrom)[0];
}

/** "A", "A or B", "A, B or C". */
export function either(names: readonly string[], word = 'or'): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${word} ${names[names.length - 1]}`;
}
