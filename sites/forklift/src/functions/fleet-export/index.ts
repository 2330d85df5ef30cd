// GET /functions/v1/fleet-export?truck=ID&format=csv|pdf: a truck's history as CSV or PDF, as the caller.
import { createExportHandler } from '../../fleets';

const handler = createExportHandler();

export default function fleetExport(request: Request): Promise<Response> {
  return handler(request);
}
