/** REST plugin errors: the runtime's own errors pass through; anything else (a network failure) is wrapped with its cause. */
import { isRuntimeCoreError, RuntimeCoreError } from '@kit/runtime-core';

export const REST_PLUGIN_MESSAGES = {
  /** Ours: the seed gives no text for a request without a URL. */
  NO_URL: 'No URL defined.',
  /** Ours: a request through the server needs the design's id. */
  NO_WEBSITE_ID: 'Requests through the server need the website id.',
} as const;

export class RestPluginError extends RuntimeCoreError {
  override name = 'RestPluginError';

  static validation(code: keyof typeof REST_PLUGIN_MESSAGES): RestPluginError {
    return new RestPluginError(`REST_${code}`, REST_PLUGIN_MESSAGES[code]);
  }
}

/** The runtime's errors (HTTP status, streaming refusals) as they are; others wrapped, the original kept as cause. */
export function wrapRestError(error: unknown): RuntimeCoreError {
  if (isRuntimeCoreError(error)) return error;
  const message = error instanceof Error && error.message !== '' ? error.message : String(error);
  return new RestPluginError('REST_REQUEST_FAILED', message, { cause: error });
}
