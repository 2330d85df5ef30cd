// POST /functions/v1/fleet-invite: a fleet manager invites someone by e-mail (see src/fleets/invite/handler.ts).
import { createInviteHandler } from '../../fleets';

const handler = createInviteHandler({ baseUrl: process.env.SUPABASE_URL, siteUrl: process.env.SITE_URL });

export default function fleetInvite(request: Request): Promise<Response> {
  return handler(request);
}
