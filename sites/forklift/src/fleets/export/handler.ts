// GET /functions/v1/fleet-export?truck=ID&format=csv|pdf (or POST {truckId, format}): a truck's history as a CSV
// file or a PDF report, read AS THE CALLER (row-level security: another organization's truck is not found). The
// reading and rendering run in a worker thread (render-pool.ts), so the server answers others meanwhile; both are
// bounded (limits.ts): 413 export_too_large for a CSV over its bounds, 503 export_busy when too many wait.
import { createCallerRest } from '../caller-rest';
import { answerErrors, FleetError } from '../errors';
import { platformOrigin, readJsonObject, requireCaller } from '../request';
import { loadTruckHistory } from './history';
import { CSV_BOUNDS, REPORT_BOUNDS } from './limits';
import { sharedRenderPool, type RenderPool } from './render-pool';
import type { ExportJob } from './render-worker';

export interface ExportHandlerOptions {
  /** The platform's origin; default: the server's own, as the platform gives it to the function. */
  baseUrl?: string;
  /** Reads the history on this thread through `fetch` (a worker cannot take a function); rendering stays in the pool. */
  fetch?: typeof fetch;
  /** Default: the process's shared pool. */
  pool?: RenderPool;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function fileName(unit: string, serial: string, ext: string): string {
  const slug =
    (unit || serial)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'truck';
  return `truck-${slug}-history.${ext}`;
}

async function readParams(request: Request): Promise<{ truckId: unknown; format: unknown }> {
  if (request.method === 'GET') {
    const query = new URL(request.url).searchParams;
    return { truckId: query.get('truck'), format: query.get('format') ?? 'csv' };
  }
  if (request.method === 'POST') {
    const body = await readJsonObject(request);
    return { truckId: body.truckId, format: body.format ?? 'csv' };
  }
  throw new FleetError('method_not_allowed', 'Use GET or POST.', { status: 405 });
}

export function createExportHandler(options: ExportHandlerOptions = {}): (request: Request) => Promise<Response> {
  return (request) =>
    answerErrors(async () => {
      const { truckId, format } = await readParams(request);
      const caller = requireCaller(request);
      if (typeof truckId !== 'string' || !UUID.test(truckId))
        throw new FleetError('invalid_request', 'Name the truck by its id (truck=…).', { status: 400 });
      if (format !== 'csv' && format !== 'pdf') throw new FleetError('invalid_format', 'The format must be csv or pdf.', { status: 400 });
      const rest = { baseUrl: platformOrigin(request, options.baseUrl), token: caller.token, apiKey: caller.apiKey };
      const source: ExportJob['source'] = options.fetch
        ? {
            history: await loadTruckHistory(
              createCallerRest({ ...rest, fetch: options.fetch }),
              truckId,
              format === 'csv' ? CSV_BOUNDS : REPORT_BOUNDS,
            ),
          }
        : { rest, truckId };
      const file = await (options.pool ?? sharedRenderPool()).run({ format, source, now: Date.now() }, request.signal);
      const headers = {
        'content-disposition': `attachment; filename="${fileName(file.unit, file.serial, format)}"`,
        'cache-control': 'no-store',
        'content-type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf',
      };
      // The bytes came from the worker in a transferred (plain) ArrayBuffer.
      return new Response(file.body as Uint8Array<ArrayBuffer>, { status: 200, headers });
    });
}
