// Reads a request's JSON body into typed fields, failing as GoTrue does (400 bad_json) on malformed input.
import { jsonDepthExceeds, MAX_JSON_DEPTH } from '../http/json-depth';
import { AuthApiError } from './errors';

/** PostgreSQL refuses NUL in text and lone surrogates in jsonb: such input is rejected up front (400), never a 500. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what must be caught
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function assertStorableText(name: string, value: string): string {
  if (UNSTORABLE.test(value))
    throw new AuthApiError('validation_failed', `${name} contains characters that cannot be stored`, { status: 400 });
  return value;
}

function assertStorableJson(name: string, value: unknown): void {
  if (typeof value === 'string') assertStorableText(name, value);
  else if (Array.isArray(value)) value.forEach((item) => assertStorableJson(name, item));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      assertStorableText(name, key);
      assertStorableJson(name, item);
    }
  }
}

function badJson(detail: string): AuthApiError {
  return new AuthApiError('bad_json', `Could not parse request body as JSON: ${detail}`, { status: 400 });
}

export class JsonBody {
  private constructor(private readonly data: Record<string, unknown>) {}

  /** Parses a raw body; empty bodies are allowed only where the endpoint takes none (`allowEmpty`). */
  static parse(raw: unknown, options: { allowEmpty?: boolean } = {}): JsonBody {
    if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
      if (options.allowEmpty) return new JsonBody({});
      throw badJson('unexpected end of JSON input');
    }
    let value: unknown = raw;
    if (typeof raw === 'string') {
      // Deeper documents would be stored as user metadata and break every later sign-in of that user.
      if (jsonDepthExceeds(raw)) throw badJson(`nested more than ${MAX_JSON_DEPTH} levels deep`);
      try {
        value = JSON.parse(raw);
      } catch (error) {
        throw badJson(error instanceof Error ? error.message : 'invalid JSON');
      }
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw badJson(`json: cannot unmarshal ${Array.isArray(value) ? 'array' : typeof value} into an object`);
    }
    return new JsonBody(value as Record<string, unknown>);
  }

  has(name: string): boolean {
    return this.data[name] !== undefined && this.data[name] !== null;
  }

  /** A string field; absent or null gives ''. */
  string(name: string): string {
    const value = this.data[name];
    if (value === undefined || value === null) return '';
    if (typeof value !== 'string') throw badJson(`json: cannot unmarshal ${typeof value} into field ${name} of type string`);
    return assertStorableText(name, value);
  }

  /** An array-of-strings field; absent or null gives undefined. */
  stringArray(name: string): string[] | undefined {
    const value = this.data[name];
    if (value === undefined || value === null) return undefined;
    if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
      throw badJson(`json: cannot unmarshal ${Array.isArray(value) ? 'array element' : typeof value} into field ${name} of type []string`);
    }
    return value.map((item: string) => assertStorableText(name, item));
  }

  /** A string field that distinguishes absent (undefined) from empty. */
  optionalString(name: string): string | undefined {
    return this.has(name) ? this.string(name) : undefined;
  }

  boolean(name: string, fallback: boolean): boolean {
    const value = this.data[name];
    if (value === undefined || value === null) return fallback;
    if (typeof value !== 'boolean') throw badJson(`json: cannot unmarshal ${typeof value} into field ${name} of type bool`);
    return value;
  }

  /** An object field (metadata); absent or null gives undefined. */
  object(name: string): Record<string, unknown> | undefined {
    const value = this.data[name];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'object' || Array.isArray(value)) {
      throw badJson(
        `json: cannot unmarshal ${Array.isArray(value) ? 'array' : typeof value} into field ${name} of type map[string]interface {}`,
      );
    }
    assertStorableJson(name, value);
    return value as Record<string, unknown>;
  }

  number(name: string): number | undefined {
    const value = this.data[name];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'number' || !Number.isFinite(value))
      throw badJson(`json: cannot unmarshal ${typeof value} into field ${name} of type number`);
    return value;
  }
}
