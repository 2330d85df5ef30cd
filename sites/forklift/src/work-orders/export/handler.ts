// GET /functions/v1/work-order-export?workOrder=ID&format=csv|pdf (or POST {workOrderId, format}): a work order's parts
// list as CSV (for a dealer) or the whole order as a PDF, read AS THE CALLER (row-level security: another
// organization's order is not found). Reading and rendering run in the fleet export's worker pool (its own pool of
// this module's workers, with the same queue bound, time limit and 503 export_busy).
import { answerErrors, FleetError } from '../../fleets/errors';
import { createRenderPool, type RenderPool } from '../../fleets/export/render-pool';
import { platformOrigin, readJsonObject, requireCaller } from '../../fleets/request';
import type { WorkOrderExportJob } from './render-worker';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

let shared: RenderPool<WorkOrderExportJob> | undefined;

export function workOrderRenderPool(): RenderPool<WorkOrderExportJob> {
  shared ??= createRenderPool<WorkOrderExportJob>({ module: new URL('./render-worker.ts', import.meta.url).href });
  return shared;
}

export function workOrderFileName(unit: string, serial: string, format: 'csv' | 'pdf'): string {
  const slug =
    (unit || serial)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'truck';
  return format === 'csv' ? `work-order-${slug}-parts.csv` : `work-order-${slug}.pdf`;
}

async function readParams(request: Request): Promise<{ workOrderId: unknown; format: unknown }> {
  if (request.method === 'GET') {
    const query = new URL(request.url).searchParams;
    return { workOrderId: query.get('workOrder'), format: query.get('format') ?? 'pdf' };
  }
  if (request.method === 'POST') {
    const body = await readJsonObject(request);
    return { workOrderId: body.workOrderId, format: body.format ?? 'pdf' };
  }
  throw new FleetError('method_not_allowed', 'Use GET or POST.', { status: 405 });
}

export function createWorkOrderExportHandler(options: { baseUrl?: string; pool?: RenderPool<WorkOrderExportJob> } = {}) {
  return (request: Request): Promise<Response> =>
    answerErrors(async () => {
      const { workOrderId, format } = await readParams(request);
      const caller = requireCaller(request);
      if (typeof workOrderId !== 'string' || !UUID.test(workOrderId))
        throw new FleetError('invalid_request', 'Name the work order by its id (workOrder=…).', { status: 400 });
      if (format !== 'csv' && format !== 'pdf') throw new FleetError('invalid_format', 'The format must be csv or pdf.', { status: 400 });
      const rest = { baseUrl: platformOrigin(request, options.baseUrl), token: caller.token, apiKey: caller.apiKey };
      const file = await (options.pool ?? workOrderRenderPool()).run({ format, rest, workOrderId, now: Date.now() }, request.signal);
      return new Response(file.body as Uint8Array<ArrayBuffer>, {
        status: 200,
        headers: {
          'content-disposition': `attachment; filename="${workOrderFileName(file.unit, file.serial, format)}"`,
          'cache-control': 'no-store',
          'content-type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf',
        },
      });
    });
}
