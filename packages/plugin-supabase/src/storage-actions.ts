/**
 * Storage actions (seed 000 §5, §7): list, upload, replace, move, copy, delete, signed URL, public URL (with the
 * optional image transform: width, height, resize, format, quality), with their required fields; uploaded file names
 * are sanitised (the characters of §5 become underscores).
 */
import { sanitizeUploadName } from '@kit/runtime-core';
import type { ActionHandler } from '@kit/runtime-core';
import { arg, text } from './action-support';
import type { PluginHost } from './action-support';
import { SupabasePluginError } from './errors';
import type { StorageMessageCode } from './messages';

/** Storage defaults (seed 000 §9): list limit 100, cache control 3600 seconds. */
export const DEFAULT_LIST_LIMIT = 100;
export const DEFAULT_CACHE_CONTROL = '3600';

function required(value: unknown, code: StorageMessageCode): string {
  const given = text(value);
  if (given === undefined) throw SupabasePluginError.storage(code);
  return given;
}

/** The path with its last segment (the file name) sanitised. */
export function sanitizeStoragePath(path: string): string {
  const index = path.lastIndexOf('/');
  return index < 0 ? sanitizeUploadName(path) : `${path.slice(0, index + 1)}${sanitizeUploadName(path.slice(index + 1))}`;
}

function fileOf(value: unknown): Blob | ArrayBuffer | string {
  if (value === undefined || value === null || value === '') throw SupabasePluginError.storage('FILE_REQUIRED');
  return value as Blob | ArrayBuffer | string;
}

function numberOf(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : undefined;
}

const RESIZE_MODES = ['cover', 'contain', 'fill'] as const;

/** The public URL's image transform from the action's `transform` object (or its own fields); undefined for none. */
export function imageTransform(
  value: unknown,
): { width?: number; height?: number; resize?: (typeof RESIZE_MODES)[number]; format?: 'origin'; quality?: number } | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const given = value as Record<string, unknown>;
  const whole = (entry: unknown) => {
    const number = numberOf(entry);
    return number === undefined ? undefined : Math.round(number);
  };
  const resize = RESIZE_MODES.find((mode) => mode === given.resize);
  const quality = whole(given.quality);
  const transform = {
    ...(whole(given.width) === undefined ? {} : { width: whole(given.width) }),
    ...(whole(given.height) === undefined ? {} : { height: whole(given.height) }),
    ...(resize === undefined ? {} : { resize }),
    ...(given.format === 'origin' ? { format: 'origin' as const } : {}),
    ...(quality === undefined ? {} : { quality: Math.min(quality, 100) }),
  };
  return Object.keys(transform).length === 0 ? undefined : transform;
}

export function storageActions(host: PluginHost): Record<string, ActionHandler> {
  async function write(mode: 'upload' | 'update', action: Parameters<ActionHandler>[0], context: Parameters<ActionHandler>[1]) {
    const bucket = required(arg(action, context, 'bucket'), 'BUCKET_REQUIRED');
    const path = sanitizeStoragePath(required(arg(action, context, 'path'), 'PATH_REQUIRED'));
    const file = fileOf(arg(action, context, 'file'));
    const contentType = text(arg(action, context, 'contentType'));
    const options = {
      cacheControl: text(arg(action, context, 'cacheControl')) ?? DEFAULT_CACHE_CONTROL,
      upsert: arg(action, context, 'upsert') === true,
      ...(contentType ? { contentType } : {}),
    };
    const storage = host.client().storage.from(bucket);
    const { data, error } = mode === 'upload' ? await storage.upload(path, file, options) : await storage.update(path, file, options);
    if (error) throw SupabasePluginError.provider(error);
    return data;
  }

  return {
    'supabase:storage-list': async (action, context) => {
      const bucket = required(arg(action, context, 'bucket'), 'BUCKET_REQUIRED');
      const search = text(arg(action, context, 'search'));
      const { data, error } = await host
        .client()
        .storage.from(bucket)
        .list(text(arg(action, context, 'path')), {
          limit: numberOf(arg(action, context, 'limit')) ?? DEFAULT_LIST_LIMIT,
          offset: numberOf(arg(action, context, 'offset')) ?? 0,
          ...(search ? { search } : {}),
        });
      if (error) throw SupabasePluginError.provider(error);
      return data;
    },
    'supabase:storage-upload': (action, context) => write('upload', action, context),
    'supabase:storage-replace': (action, context) => write('update', action, context),
    'supabase:storage-move': async (action, context) => {
      const bucket = required(arg(action, context, 'bucket'), 'BUCKET_REQUIRED');
      const path = required(arg(action, context, 'path'), 'PATH_REQUIRED');
      const newPath = required(arg(action, context, 'newPath'), 'NEW_PATH_REQUIRED');
      const { data, error } = await host.client().storage.from(bucket).move(path, newPath);
      if (error) throw SupabasePluginError.provider(error);
      return data;
    },
    'supabase:storage-copy': async (action, context) => {
      const bucket = required(arg(action, context, 'bucket'), 'BUCKET_REQUIRED');
      const path = required(arg(action, context, 'path'), 'PATH_REQUIRED');
      const newPath = required(arg(action, context, 'newPath'), 'NEW_PATH_REQUIRED');
      const { data, error } = await host.client().storage.from(bucket).copy(path, newPath);
      if (error) throw SupabasePluginError.provider(error);
      return data;
    },
    'supabase:storage-delete': async (action, context) => {
      const bucket = required(arg(action, context, 'bucket'), 'BUCKET_REQUIRED');
      const given = arg(action, context, 'paths');
      const paths = (Array.isArray(given) ? given : [given]).map(text).filter((path): path is string => path !== undefined);
      if (paths.length === 0) throw SupabasePluginError.storage('PATHS_REQUIRED');
      const { data, error } = await host.client().storage.from(bucket).remove(paths);
      if (error) throw SupabasePluginError.provider(error);
      return data;
    },
    'supabase:storage-signed-url': async (action, context) => {
      const bucket = required(arg(action, context, 'bucket'), 'BUCKET_REQUIRED');
      const path = required(arg(action, context, 'path'), 'PATH_REQUIRED');
      const expiresIn = numberOf(arg(action, context, 'expiresIn'));
      if (expiresIn === undefined) throw SupabasePluginError.storage('EXPIRES_IN_REQUIRED');
      const { data, error } = await host.client().storage.from(bucket).createSignedUrl(path, expiresIn);
      if (error) throw SupabasePluginError.provider(error);
      return data;
    },
    'supabase:storage-public-url': async (action, context) => {
      const bucket = required(arg(action, context, 'bucket'), 'BUCKET_REQUIRED');
      const path = required(arg(action, context, 'path'), 'PATH_REQUIRED');
      const transform = imageTransform(
        arg(action, context, 'transform') ?? {
          width: arg(action, context, 'width'),
          height: arg(action, context, 'height'),
          resize: arg(action, context, 'resize'),
          format: arg(action, context, 'format'),
          quality: arg(action, context, 'quality'),
        },
      );
      return host
        .client()
        .storage.from(bucket)
        .getPublicUrl(path, transform === undefined ? undefined : { transform }).data;
    },
  };
}
