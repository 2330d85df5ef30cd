// POST /functions/v1/fleet-invite: a fleet manager invites someone by e-mail (see src/fleets/invite/handler.ts).
import { createInviteHandler } from '../../fleets';

const handler = createInviteHandler();

export default function fleetInvite(request: Request): Promise<Response> {
  return handler(request);
}
