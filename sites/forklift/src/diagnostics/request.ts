// Reads and checks the diagnose request body: JSON under a size limit, known field types, bounded lengths, and text
// PostgreSQL can store (no NUL, no lone surrogate: refused with 400 invalid_request rather than silently changed).
import { DiagnoseError } from './errors';
import { FUEL_TYPES, type DiagnoseRequest, type FuelType, type HistoryTurn } from './types';

export const MAX_BODY_BYTES = 16 * 1024;
const MAX_HISTORY = 20;
const LIMITS = { brand: 64, series: 64, model: 64, serial: 64, code: 64, symptoms: 2000, turn: 4000 } as const;

async function readLimited(request: Request): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

function tooLarge(): DiagnoseError {
  return new DiagnoseError('body_too_large', `The request body is over ${MAX_BODY_BYTES} bytes.`, { status: 413 });
}

function invalid(message: string): DiagnoseError {
  return new DiagnoseError('invalid_request', message, { status: 400 });
}

/** A UTF-16 surrogate without its pair: PostgreSQL's text and jsonb refuse it, as they refuse NUL. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function storable(field: string, text: string): string {
  if (text.includes('\u0000') || LONE_SURROGATE.test(text)) throw invalid(`"${field}" holds a NUL character or an unpaired surrogate.`);
  return text;
}

function optionalString(body: Record<string, unknown>, field: keyof typeof LIMITS): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number' && field === 'serial' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') throw invalid(`"${field}" must be a string.`);
  const trimmed = storable(field, value).trim();
  if (trimmed.length > LIMITS[field]) throw invalid(`"${field}" is longer than ${LIMITS[field]} characters.`);
  return trimmed === '' ? undefined : trimmed;
}

function history(value: unknown): HistoryTurn[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw invalid('"history" must be an array of {role, text}.');
  if (value.length > MAX_HISTORY) throw invalid(`"history" holds more than ${MAX_HISTORY} turns.`);
  return value.map((turn: unknown) => {
    const item = turn as { role?: unknown; text?: unknown; content?: unknown } | null;
    const text = item?.text ?? item?.content;
    if (!item || (item.role !== 'user' && item.role !== 'assistant') || typeof text !== 'string') {
      throw invalid('"history" turns must be {role: "user"|"assistant", text}.');
    }
    // Cut at the limit without splitting a surrogate pair (half of one is text PostgreSQL refuses).
    return {
      role: item.role,
      text: storable('history', text)
        .slice(0, LIMITS.turn)
        .replace(/[\ud800-\udbff]$/, ''),
    };
  });
}

/** The checked request, or a DiagnoseError (400 invalid_json/invalid_request/brand_required, 413, 415). */
export async function parseDiagnoseRequest(request: Request): Promise<DiagnoseRequest> {
  const type = request.headers.get('content-type') ?? '';
  if (type && !/^application\/json\b/i.test(type) && !/^text\/plain\b/i.test(type)) {
    throw new DiagnoseError('unsupported_media_type', 'Send the request as application/json.', { status: 415 });
  }
  const text = await readLimited(request);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new DiagnoseError('invalid_json', 'The request body is not valid JSON.', { status: 400 });
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalid('The request body must be a JSON object.');
  const fields = body as Record<string, unknown>;
  const brand = optionalString(fields, 'brand');
  if (!brand) throw new DiagnoseError('brand_required', '"brand" is required.', { status: 400 });
  const fuel = fields.fuelType;
  if (fuel !== undefined && fuel !== null && fuel !== '' && !FUEL_TYPES.includes(fuel as FuelType)) {
    throw invalid(`"fuelType" must be one of ${FUEL_TYPES.join(', ')}.`);
  }
  return {
    brand: brand.toLowerCase(),
    series: optionalString(fields, 'series'),
    model: optionalString(fields, 'model'),
    serial: optionalString(fields, 'serial'),
    fuelType: fuel ? (fuel as FuelType) : undefined,
    code: optionalString(fields, 'code'),
    symptoms: optionalString(fields, 'symptoms'),
    history: history(fields.history),
  };
}
