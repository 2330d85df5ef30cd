// GET /functions/v1/fleet-export?truck=ID&format=csv|pdf (or POST {truckId, format}): a truck's history as a CSV
// file or a PDF report, read AS THE CALLER (row-level security: another organization's truck is not found).
import { createCallerRest } from '../caller-rest';
import { answerErrors, FleetError } from '../errors';
import { platformOrigin, readJsonObject, requireCaller } from '../request';
import { historyCsv } from './csv';
import { loadTruckHistory } from './history';
import { historyPdf } from './pdf';

export interface ExportHandlerOptions {
  /** The platform's origin (SUPABASE_URL); default: the request's own. */
  baseUrl?: string;
  fetch?: typeof fetch;
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
      const rest = createCallerRest({
        baseUrl: platformOrigin(request, options.baseUrl),
        token: caller.token,
        apiKey: caller.apiKey,
        fetch: options.fetch,
      });
      const history = await loadTruckHistory(rest, truckId);
      const name = fileName(history.truck.unit, history.truck.serial_number, format);
      const headers = {
        'content-disposition': `attachment; filename="${name}"`,
        'cache-control': 'no-store',
        'content-type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf',
      };
      if (format === 'csv') return new Response(historyCsv(history), { status: 200, headers });
      return new Response(Buffer.from(await historyPdf(history)), { status: 200, headers });
    });
}
