// The diagnose function's database access, AS THE CALLER: PostgREST calls with the caller's own token, so
// row-level security decides what reaches the answer (as on Supabase, where a function calls back with the user's JWT).
import { DiagnoseError } from './errors';
import type { Retrieval, RetrieveParams } from './retrieval-types';

export interface BeginResult {
  allowed: boolean;
  code?: 'sign_in_required' | 'rate_limited' | 'daily_limit_reached' | 'rollback_refused';
  retryAfter?: number;
  limit?: number;
  used?: number;
  free?: boolean;
  /** The admitted run (diagnose_runs): the diagnosis is saved from it, and only of a code it retrieved. */
  runId?: string;
}

export interface DiagnosisRecord {
  /** The run the diagnosis comes from (the admission's runId). */
  runId: string;
  brandId: string;
  seriesId?: string;
  modelId?: string;
  serial?: string;
  fuelType?: string;
  code?: string;
  symptoms?: string;
  engine: string;
  refused: boolean;
  refusalReason?: string;
  errorCodeId?: string;
  matches: unknown[];
  steps: unknown[];
  sources: unknown[];
}

export interface DiagnosticsBackend {
  brandIds(): Promise<Set<string>>;
  /** Admits the call (limits, a run recorded) and, when admitted, retrieves — one round trip. */
  start(params: RetrieveParams): Promise<{ admission: BeginResult; retrieval: Retrieval | null }>;
  save(record: DiagnosisRecord): Promise<string>;
}

export interface RestBackendOptions {
  /** The platform's origin (SUPABASE_URL), e.g. http://127.0.0.1:3000. */
  baseUrl: string;
  /** The caller's access token (or the anon key for visitors). */
  token: string;
  /** The project's API key (the anon key); defaults to the token. */
  apiKey?: string;
  fetch?: typeof fetch;
  signal?: AbortSignal;
}

const BRANDS_TTL_MS = 60_000;

/** Is this PostgREST error body a data exception (SQLSTATE 22xxx: a value of the wrong form, a NUL in text)? */
function isDataException(text: string): boolean {
  try {
    const code = (JSON.parse(text) as { code?: unknown }).code;
    return typeof code === 'string' && code.startsWith('22');
  } catch {
    return false;
  }
}
const brandCache = new Map<string, { at: number; ids: Promise<Set<string>> }>();

export function createRestBackend(options: RestBackendOptions): DiagnosticsBackend {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');
  const headers = {
    authorization: `Bearer ${options.token}`,
    apikey: options.apiKey ?? options.token,
    'content-type': 'application/json',
    accept: 'application/json',
  };

  async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
    let response: Response;
    try {
      response = await doFetch(`${base}/rest/v1/${path}`, { ...init, headers, signal: options.signal });
    } catch (cause) {
      throw new DiagnoseError('backend_unavailable', 'The diagnostics database is not reachable.', { status: 503, cause });
    }
    const text = await response.text();
    if (response.status === 400 && isDataException(text)) {
      // The database refused a value the request carried (a data exception, SQLSTATE class 22): the caller's input.
      throw new DiagnoseError('invalid_request', 'The request holds a value the diagnostics cannot read.', {
        status: 400,
        cause: new Error(`${path}: ${response.status} ${text.slice(0, 500)}`),
      });
    }
    if (!response.ok) {
      throw new DiagnoseError('backend_unavailable', 'The diagnostics database refused the request.', {
        status: 503,
        cause: new Error(`${path}: ${response.status} ${text.slice(0, 500)}`),
      });
    }
    return JSON.parse(text) as T;
  }

  const rpc = <T>(name: string, args: Record<string, unknown>) => call<T>(`rpc/${name}`, { method: 'POST', body: JSON.stringify(args) });

  return {
    brandIds() {
      const cached = brandCache.get(base);
      if (cached && Date.now() - cached.at < BRANDS_TTL_MS) return cached.ids;
      const ids = call<{ id: string }[]>('brands?select=id').then((rows) => new Set(rows.map((row) => row.id)));
      brandCache.set(base, { at: Date.now(), ids });
      ids.catch(() => brandCache.delete(base));
      return ids;
    },
    start: (params) => rpc<{ admission: BeginResult; retrieval: Retrieval | null }>('diagnose_start', { p: params }),
    save: (record) => rpc<string>('diagnose_save', { p: record }),
  };
}
