// GET /functions/v1/work-order-export?workOrder=ID&format=csv|pdf: a work order's parts list (CSV) or report (PDF), as the caller.
import { createWorkOrderExportHandler } from '../../work-orders/export/handler';

const handler = createWorkOrderExportHandler();

export default function workOrderExport(request: Request): Promise<Response> {
  return handler(request);
}
