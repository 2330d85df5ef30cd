// Image transformations of the render/image routes with sharp, following imgproxy's semantics as the storage server drives it.
import sharp from 'sharp';
import { StorageError, storageErrors } from './errors';
import type { ObjectRow } from './object-row';
import type { StorageDeps } from './storage-deps';

export interface TransformOptions {
  width?: number;
  height?: number;
  resize?: 'cover' | 'contain' | 'fill';
  format?: 'origin' | 'avif' | 'webp';
  quality?: number;
}

const SIZE_LIMITS = { min: 1, max: 2000 };
const MAX_SOURCE_BYTES = 25 * 1024 * 1024;
const MAX_SOURCE_PIXELS = 50_000_000;
const DEFAULT_QUALITY = 80;

function clamp(value: number): number {
  return Math.min(Math.max(value, SIZE_LIMITS.min), SIZE_LIMITS.max);
}

function integer(query: Record<string, unknown>, name: string, min: number, max = Number.MAX_SAFE_INTEGER): number | undefined {
  const raw = query[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (typeof raw !== 'string' || !Number.isInteger(value)) throw storageErrors.validation(`querystring/${name} must be integer`);
  if (value < min) throw storageErrors.validation(`querystring/${name} must be >= ${min}`);
  if (value > max) throw storageErrors.validation(`querystring/${name} must be <= ${max}`);
  return value;
}

function oneOf<T extends string>(query: Record<string, unknown>, name: string, allowed: readonly T[]): T | undefined {
  const raw = query[name];
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string' || !allowed.includes(raw as T)) {
    throw storageErrors.validation(`querystring/${name} must be equal to one of the allowed values`);
  }
  return raw as T;
}

/** Reads width, height, resize, format and quality from a query string or a signed token's options. */
export function transformOptionsFrom(query: Record<string, unknown>): TransformOptions {
  return {
    width: integer(query, 'width', 0),
    height: integer(query, 'height', 0),
    resize: oneOf(query, 'resize', ['cover', 'contain', 'fill'] as const),
    format: oneOf(query, 'format', ['origin', 'avif', 'webp'] as const),
    quality: integer(query, 'quality', 20, 100),
  };
}

/** `height:100,width:200,resize:cover,…` as X-Transformations reports a render request's query (signed tokens: signed-transform.ts). */
export function describeTransform(options: TransformOptions): string[] {
  const parts: string[] = [];
  if (options.height) parts.push(`height:${clamp(options.height)}`);
  if (options.width) parts.push(`width:${clamp(options.width)}`);
  if (options.width || options.height) parts.push(`resize:${options.resize ?? 'cover'}`);
  if (options.quality) parts.push(`quality:${options.quality}`);
  if (options.format && options.format !== 'origin') parts.push(`format:${options.format}`);
  return parts;
}

const FIT = { cover: 'cover', contain: 'inside', fill: 'fill' } as const;

export interface TransformedImage {
  data: Buffer;
  mimeType: string;
}

/** Decodes the object, resizes and re-encodes it; the result is one thumbnail-sized buffer. */
export async function transformImage(
  deps: StorageDeps,
  object: ObjectRow,
  options: TransformOptions,
  accept: string | undefined,
): Promise<TransformedImage> {
  const size = object.metadata?.size ?? 0;
  if (size > MAX_SOURCE_BYTES) throw storageErrors.invalidImage('The source image file is too large to process');
  const source = await deps.backend.read({ bucket: object.bucket_id, key: object.name, version: object.version ?? '' });
  const chunks: Buffer[] = [];
  for await (const chunk of source) chunks.push(chunk as Buffer);
  const quality = options.quality ?? DEFAULT_QUALITY;
  const wantsWebp = options.format === undefined && (accept ?? '').includes('image/webp');
  const format = options.format === 'avif' ? 'avif' : options.format === 'webp' || wantsWebp ? 'webp' : undefined;
  try {
    const image = sharp(Buffer.concat(chunks), { limitInputPixels: MAX_SOURCE_PIXELS, failOn: 'error' });
    const original = (await image.metadata()).format;
    if (options.width || options.height) {
      image.resize({
        width: options.width ? clamp(options.width) : undefined,
        height: options.height ? clamp(options.height) : undefined,
        fit: FIT[options.resize ?? 'cover'],
        withoutEnlargement: true,
      });
    }
    if (format) image.toFormat(format, { quality });
    else if (original === 'jpeg' || original === 'webp') image.toFormat(original, { quality });
    const { data, info } = await image.toBuffer({ resolveWithObject: true });
    return { data, mimeType: `image/${info.format === 'heif' ? 'avif' : info.format}` };
  } catch (error) {
    const message =
      error instanceof Error && /pixel limit/i.test(error.message)
        ? 'The source image resolution is too large to process'
        : 'The source image is invalid or unsupported for rendering';
    throw new StorageError('InvalidRequest', message, { status: 400, error: 'InvalidRequest', cause: error });
  } finally {
    source.destroy();
  }
}
