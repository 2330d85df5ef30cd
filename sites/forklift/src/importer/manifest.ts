// What to import: the rows of a manifest.csv (file, brand, series, kind, tier, revision…), or every PDF of a folder
// (its manifest.csv when present; otherwise metadata from the path: <brand>/<series>/<name>.pdf and the file name).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { parseCsv } from './csv';

export type ManualKind = 'service' | 'parts' | 'wiring' | 'operator';

export interface ImportItem {
  /** Absolute path of the file. */
  file: string;
  /** Where it goes in the `manuals` bucket (and the manual's identity across runs). */
  objectPath: string;
  brandId: string;
  seriesIds: string[];
  modelIds: string[];
  fuelTypes: string[];
  systemIds: string[];
  kind: ManualKind;
  tier: 'free' | 'premium';
  title: string;
  revision: string;
  revisionDate: string | null;
  serialFrom: number;
  serialTo: number | null;
  previewPages: number;
  /** What the manifest said itself; the rest may be read from the manual's title pages. */
  given: { serial: boolean; models: boolean; revision: boolean; revisionDate: boolean };
}

export class ManifestError extends Error {
  readonly code = 'manifest_invalid';
}

const KINDS: readonly ManualKind[] = ['service', 'parts', 'wiring', 'operator'];

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[;|]/)
    .map((v) => v.trim())
    .filter((v) => v !== '');
}

function titleFromFile(file: string): string {
  const name = basename(file)
    .replace(/\.[^.]+$/, '')
    .replace(/[-_]+/g, ' ')
    .trim();
  return name.charAt(0).toUpperCase() + name.slice(1);
}

function kindFromName(name: string): ManualKind {
  const lower = name.toLowerCase();
  return KINDS.find((kind) => lower.includes(kind)) ?? (lower.includes('schematic') ? 'wiring' : 'service');
}

function safeSegment(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'file'
  );
}

function objectPathOf(brandId: string, seriesIds: string[], file: string): string {
  return ['imports', safeSegment(brandId), safeSegment(seriesIds[0] ?? 'general'), safeSegment(basename(file))].join('/');
}

function fromRow(header: string[], row: string[], baseDir: string, line: number): ImportItem {
  const get = (name: string) => {
    const index = header.indexOf(name);
    return index < 0 ? undefined : row[index]?.trim();
  };
  const file = get('file');
  const brandId = get('brand');
  if (!file || !brandId) throw new ManifestError(`manifest line ${line}: "file" and "brand" are required`);
  const kind = (get('kind') || kindFromName(file)) as ManualKind;
  if (!KINDS.includes(kind)) throw new ManifestError(`manifest line ${line}: kind must be one of ${KINDS.join(', ')}, got "${kind}"`);
  const tier = get('tier') || 'premium';
  if (tier !== 'free' && tier !== 'premium') throw new ManifestError(`manifest line ${line}: tier must be free or premium, got "${tier}"`);
  const number = (name: string, fallback: number | null): number | null => {
    const value = get(name);
    if (!value || /^up$/i.test(value)) return fallback;
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < 0)
      throw new ManifestError(`manifest line ${line}: ${name} must be a whole number, got "${value}"`);
    return parsed;
  };
  const revisionDate = get('revision_date') || null;
  if (revisionDate && !/^\d{4}-\d{2}-\d{2}$/.test(revisionDate))
    throw new ManifestError(`manifest line ${line}: revision_date must be YYYY-MM-DD`);
  const seriesIds = list(get('series'));
  const absolute = resolve(baseDir, file);
  return {
    file: absolute,
    objectPath: objectPathOf(brandId, seriesIds, file),
    brandId,
    seriesIds,
    modelIds: list(get('models')),
    fuelTypes: list(get('fuel_types')),
    systemIds: list(get('systems')),
    kind,
    tier,
    title: get('title') || titleFromFile(file),
    revision: get('revision') || '1',
    revisionDate,
    serialFrom: number('serial_from', 0) ?? 0,
    serialTo: number('serial_to', null),
    previewPages: number('preview_pages', 0) ?? 0,
    given: {
      serial: Boolean(get('serial_from') || get('serial_to')),
      models: list(get('models')).length > 0,
      revision: Boolean(get('revision')),
      revisionDate: revisionDate !== null,
    },
  };
}

export function readManifest(path: string): ImportItem[] {
  const rows = parseCsv(readFileSync(path, 'utf8'));
  const header = (rows[0] ?? []).map((h) => h.trim().toLowerCase());
  if (!header.includes('file') || !header.includes('brand'))
    throw new ManifestError('the manifest needs a header row with at least "file" and "brand"');
  return rows.slice(1).map((row, index) => fromRow(header, row, dirname(path), index + 2));
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? filesUnder(join(dir, entry.name))
        : entry.isFile() && !entry.name.startsWith('.')
          ? [join(dir, entry.name)]
          : [],
    )
    .sort();
}

/** A folder without a manifest: <brand>/<series>/<file> (series optional); every file is tried, PDF or not. */
function fromFolder(dir: string): ImportItem[] {
  return filesUnder(dir).map((file) => {
    const parts = relative(dir, file).split(/[\\/]/);
    if (parts.length < 2) throw new ManifestError(`${relative(dir, file)}: put files in a <brand>/ folder or list them in manifest.csv`);
    const brandId = parts[0] as string;
    const seriesIds = parts.length >= 3 ? [parts[1] as string] : [];
    return fromRow(['file', 'brand', 'series'], [file, brandId, seriesIds.join(';')], dir, 0);
  });
}

/** The items to import from a folder or a manifest.csv. */
export function importItems(source: string): ImportItem[] {
  const path = resolve(source);
  if (!existsSync(path)) throw new ManifestError(`${source} does not exist`);
  if (statSync(path).isDirectory()) {
    const manifest = join(path, 'manifest.csv');
    return existsSync(manifest) ? readManifest(manifest) : fromFolder(path);
  }
  if (!path.toLowerCase().endsWith('.csv')) throw new ManifestError(`${source} is neither a folder nor a .csv manifest`);
  return readManifest(path);
}
