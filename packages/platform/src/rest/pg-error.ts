// Turns a PostgreSQL error (from pg or PGlite) into the response PostgREST sends: its SQL state mapped to a status.
import { databaseErrorCode, RestError } from './errors';

interface PgLikeError {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

function isPgLikeError(value: unknown): value is PgLikeError {
  if (typeof value !== 'object' || value === null) return false;
  const code = (value as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof (value as { message?: unknown }).message === 'string';
}

/** PostgREST's mapSQLtoHTTP; `authenticated` is true when the caller's role is not the anonymous one. */
export function sqlStateStatus(code: string, message: string, authenticated: boolean): number {
  const two = code.slice(0, 2);
  switch (code) {
    case '23503':
    case '23505':
      return 409;
    case '25006':
      return 405;
    case '21000':
      return message.endsWith('requires a WHERE clause') ? 400 : 500;
    case '22023':
      return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400;
    case '53400':
      return 500;
    case '57P01':
      return 503;
    case 'P0001':
      return 400;
    case '42883':
      return message.startsWith('function xmlagg(') ? 406 : 404;
    case '42P01':
      return 404;
    case '42P17':
      return 500;
    case '42501':
      return authenticated ? 403 : 401;
  }
  switch (two) {
    case '08':
      return 503;
    case '09':
      return 500;
    case '0L':
    case '0P':
      return 403;
    case '25':
      return 500;
    case '28':
      return 403;
    case '2D':
    case '38':
    case '39':
    case '3B':
    case '40':
      return 500;
    case '53':
      return 503;
    case '54':
    case '55':
    case '57':
    case '58':
    case 'F0':
    case 'HV':
    case 'P0':
    case 'XX':
      return 500;
  }
  if (code.startsWith('PT')) {
    const status = Number(code.slice(2));
    return Number.isInteger(status) && status >= 100 && status <= 599 ? status : 500;
  }
  return 400;
}

/** A RAISE SQLSTATE 'PGRST' with a JSON message and detail controls the whole response, as in PostgREST. */
function raisedPgrst(error: PgLikeError): RestError {
  let body: { code?: unknown; message?: unknown; details?: unknown; hint?: unknown };
  try {
    body = JSON.parse(error.message) as typeof body;
    if (typeof body !== 'object' || body === null || typeof body.code !== 'string' || typeof body.message !== 'string')
      throw new Error('shape');
  } catch {
    return new RestError('PGRST121', 'Could not parse JSON in the "RAISE SQLSTATE \'PGRST\'" error', {
      status: 500,
      details: `Invalid JSON value for MESSAGE: '${error.message}'`,
      hint: "MESSAGE must be a JSON object with obligatory keys: 'code', 'message' and optional keys: 'details', 'hint'.",
    });
  }
  let detail: { status?: unknown; headers?: unknown };
  try {
    if (error.detail === undefined) throw new Error('missing');
    detail = JSON.parse(error.detail) as typeof detail;
    if (typeof detail !== 'object' || detail === null || typeof detail.status !== 'number' || typeof detail.headers !== 'object')
      throw new Error('shape');
  } catch {
    return new RestError('PGRST121', 'Could not parse JSON in the "RAISE SQLSTATE \'PGRST\'" error', {
      status: 500,
      details: error.detail === undefined ? 'DETAIL is missing in the RAISE statement' : `Invalid JSON value for DETAIL: '${error.detail}'`,
      hint: "DETAIL must be a JSON object with obligatory keys: 'status', 'headers' and optional key: 'status_text'.",
    });
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(detail.headers ?? {})) if (typeof value === 'string') headers[name] = value;
  return new RestError(databaseErrorCode(body.code as string), body.message as string, {
    status: detail.status as number,
    details: typeof body.details === 'string' ? body.details : null,
    hint: typeof body.hint === 'string' ? body.hint : null,
    headers,
  });
}

/** Maps a thrown database error; anything that is not one is returned as undefined for the caller to treat. */
export function fromDatabaseError(error: unknown, authenticated: boolean): RestError | undefined {
  if (!isPgLikeError(error)) return undefined;
  if (error.code === 'PGRST') return raisedPgrst(error);
  const status = sqlStateStatus(error.code, error.message, authenticated);
  return new RestError(databaseErrorCode(error.code), error.message, {
    status,
    details: error.detail ?? null,
    hint: error.hint ?? null,
    headers: status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {},
    cause: error,
  });
}
