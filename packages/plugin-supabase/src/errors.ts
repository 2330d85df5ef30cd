/** Plugin errors: a stable code, the seed's message or the provider's, the provider error kept as cause. */
import { RuntimeCoreError } from '@kit/runtime-core';
import { AUTH_MESSAGES, DATABASE_MESSAGES, REALTIME_MESSAGES, STORAGE_MESSAGES } from './messages';
import type { AuthMessageCode, DatabaseMessageCode, RealtimeMessageCode, StorageMessageCode } from './messages';

/** The PostgREST code answered when `Prefer: return=minimal` is not supported. */
export const MODE_MINIMAL_CODE = 'PGRST100';

export class SupabasePluginError extends RuntimeCoreError {
  override name = 'SupabasePluginError';

  /** An auth action refused its input (or the plugin has no client). */
  static auth(code: AuthMessageCode, details?: Record<string, unknown>): SupabasePluginError {
    return new SupabasePluginError(`AUTH_${code}`, AUTH_MESSAGES[code], { details });
  }

  /** A database action refused its input. */
  static database(code: DatabaseMessageCode, details?: Record<string, unknown>, cause?: unknown): SupabasePluginError {
    return new SupabasePluginError(`DATABASE_${code}`, DATABASE_MESSAGES[code], { details, cause });
  }

  /** A realtime action refused its input or found no channel. */
  static realtime(code: RealtimeMessageCode, details?: Record<string, unknown>): SupabasePluginError {
    return new SupabasePluginError(`REALTIME_${code}`, REALTIME_MESSAGES[code], { details });
  }

  /** A storage action misses a required field. */
  static storage(code: StorageMessageCode): SupabasePluginError {
    return new SupabasePluginError(`STORAGE_${code}`, STORAGE_MESSAGES[code]);
  }

  /** A backend error: the provider's message, the original as cause. */
  static provider(error: unknown): SupabasePluginError {
    const message = messageOf(error);
    return new SupabasePluginError('PROVIDER_ERROR', message, { cause: error });
  }
}

function messageOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string') {
    return (error as { message: string }).message;
  }
  return String(error);
}

/** A write error: PGRST100 becomes the mode-minimal message, anything else keeps the provider's. */
export function writeError(error: unknown): SupabasePluginError {
  if (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === MODE_MINIMAL_CODE) {
    return SupabasePluginError.database('MODE_MINIMAL_UNSUPPORTED', undefined, error);
  }
  return SupabasePluginError.provider(error);
}
