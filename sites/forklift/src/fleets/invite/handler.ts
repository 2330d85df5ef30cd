// POST /functions/v1/fleet-invite {organizationId, email, role}: an owner or a manager invites someone by e-mail, as
// owner (owners only), manager, technician or viewer. The invitation is made by rpc fleet_invite AS THE CALLER (the
// database decides who may), then mailed through the platform's mailer (the local
// mailbox in development). Answers {invitationId, email, role, expiresAt}; the token only ever travels in the mail.
import { requestMailer } from '@kit/platform';
import { PRODUCT_NAME } from '../../design/page-ids';
import { createCallerRest } from '../caller-rest';
import { answerErrors, FleetError } from '../errors';
import { platformOrigin, readJsonObject, requireCaller, siteOrigin } from '../request';
import { isFleetRole, type FleetRole } from '../roles';
import { invitationMail } from './mail';

export interface InviteHandlerOptions {
  /** The platform's origin; default: the server's own, as the platform gives it to the function. */
  baseUrl?: string;
  /** The site's public origin for the link; default: the server's SITE_URL, as the platform gives it. */
  siteUrl?: string;
  fetch?: typeof fetch;
}

/** Where the link in the mail leads (the fleet invitation page). */
export const INVITATION_PATH = '/fleet/invitation';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Invitation {
  invitationId: string;
  token: string;
  email: string;
  role: FleetRole;
  expiresAt: string;
  organizationName: string;
  invitedByEmail: string;
}

export function createInviteHandler(options: InviteHandlerOptions = {}): (request: Request) => Promise<Response> {
  return (request) =>
    answerErrors(async () => {
      if (request.method !== 'POST') throw new FleetError('method_not_allowed', 'Use POST.', { status: 405 });
      const caller = requireCaller(request);
      const body = await readJsonObject(request);
      const { organizationId, email, role = 'technician' } = body;
      if (typeof organizationId !== 'string' || !UUID.test(organizationId))
        throw new FleetError('invalid_request', 'organizationId must be an organization id.', { status: 400 });
      if (typeof email !== 'string' || email.trim() === '')
        throw new FleetError('invalid_email', 'Give the e-mail address to invite.', { status: 400 });
      if (!isFleetRole(role))
        throw new FleetError('invalid_role', 'The role must be owner, manager, technician or viewer.', { status: 400 });
      const mailer = requestMailer(request);
      if (!mailer) throw new FleetError('mail_unavailable', 'Mail cannot be sent from here.', { status: 503 });

      const rest = createCallerRest({
        baseUrl: platformOrigin(request, options.baseUrl),
        token: caller.token,
        apiKey: caller.apiKey,
        fetch: options.fetch,
      });
      const invitation = await rest.rpc<Invitation>('fleet_invite', { p_organization_id: organizationId, p_email: email, p_role: role });
      const link = new URL(INVITATION_PATH, siteOrigin(request, options.siteUrl));
      link.searchParams.set('token', invitation.token);
      try {
        await mailer.send(
          invitationMail({
            to: invitation.email,
            organizationName: invitation.organizationName,
            role: invitation.role,
            invitedByEmail: invitation.invitedByEmail,
            link: link.href,
            expiresAt: invitation.expiresAt,
            site: mailer.site ?? { name: PRODUCT_NAME, url: link.origin },
          }),
        );
      } catch (cause) {
        throw new FleetError('mail_unavailable', 'The invitation was saved but the e-mail could not be sent; invite again to resend it.', {
          status: 502,
          cause,
        });
      }
      return Response.json(
        { invitationId: invitation.invitationId, email: invitation.email, role: invitation.role, expiresAt: invitation.expiresAt },
        { headers: { 'cache-control': 'no-store' } },
      );
    });
}
