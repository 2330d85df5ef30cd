// Invitations by e-mail: a manager invites through the fleet-invite function, the mail lands in the platform's
// mailbox with a one-time link, a visitor can see what it is about, and only the invited address — a new or an
// existing account — can accept it, once, before it expires. Technicians cannot invite; tokens are never readable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forkliftFunctionsDir } from '../functions-dir';
import {
  createPortalUser,
  serviceClient,
  startForkliftPlatform,
  testBackends,
  visitorClient,
  type ForkliftPlatform,
  type PortalUser,
} from '../testing';
import { addMember, callFunction, createOrganization } from './test-support/fleet-fixture';

interface Mail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

describe.each(testBackends())('fleet invitations on %s', (backend) => {
  let platform: ForkliftPlatform;
  let manager: PortalUser;
  let tech: PortalUser;
  let org: string;

  const invite = (user: PortalUser | null, body: unknown, headers: Record<string, string> = {}) =>
    callFunction(platform, user, 'fleet-invite', { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), headers });

  async function mailTo(address: string): Promise<Mail[]> {
    const response = await fetch(`${platform.url}/_dev/mail.json?to=${encodeURIComponent(address)}`, {
      headers: { apikey: platform.serviceRoleKey },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Mail[];
  }

  async function tokenFor(address: string): Promise<string> {
    const [mail] = await mailTo(address);
    const link = mail?.links.find((l) => l.includes('/fleet/invitation?token='));
    if (!link) throw new Error(`no invitation link mailed to ${address}`);
    return new URL(link).searchParams.get('token') ?? '';
  }

  beforeAll(async () => {
    // A portal named by SITE_NAME: the invitation mail carries that name, as the auth mails do.
    platform = await startForkliftPlatform({ backend, functionDirs: [forkliftFunctionsDir], config: { siteName: 'Depot Manuals' } });
    [manager, tech] = await Promise.all([createPortalUser(platform), createPortalUser(platform)]);
    org = await createOrganization(manager, 'Northside Logistics');
    await addMember(platform, org, tech, 'technician');
  }, 240_000);
  afterAll(() => platform?.close());

  it('mails a new person a link that a new account with that address accepts, once', async () => {
    const address = `new-tech-${backend}@example.com`;
    const response = await invite(manager, { organizationId: org, email: address.toUpperCase(), role: 'technician' });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as Record<string, unknown>;
    expect(answer).toEqual({ invitationId: expect.any(String), email: address, role: 'technician', expiresAt: expect.any(String) });
    expect(JSON.stringify(answer)).not.toMatch(/token/i);

    const [mail] = await mailTo(address);
    expect(mail?.subject).toBe('Join Northside Logistics on Depot Manuals');
    expect(mail?.text).toContain(`${manager.email} invited you to join Northside Logistics on Depot Manuals as a technician`);
    expect(mail?.text.split('\n')[0]).toBe('Depot Manuals');
    const token = await tokenFor(address);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(new URL(mail?.links[0] ?? '').origin).toBe(platform.url);

    const preview = await visitorClient(platform).rpc('fleet_invitation_preview', { p_token: token });
    expect(preview.data).toEqual({
      organizationName: 'Northside Logistics',
      role: 'technician',
      email: address,
      invitedByEmail: manager.email,
      expiresAt: expect.any(String),
      status: 'pending',
    });

    const stranger = await createPortalUser(platform);
    const refused = await stranger.client.rpc('fleet_accept_invitation', { p_token: token });
    expect([refused.status, refused.error?.hint]).toEqual([403, 'invitation_email_mismatch']);
    const anonymous = await visitorClient(platform).rpc('fleet_accept_invitation', { p_token: token });
    expect(anonymous.error).not.toBeNull();

    const invited = await createPortalUser(platform, [], address);
    const accepted = await invited.client.rpc('fleet_accept_invitation', { p_token: token });
    expect(accepted.data).toEqual({ organizationId: org, role: 'technician' });
    expect((await invited.client.from('fleet_organizations').select('name')).data).toEqual([{ name: 'Northside Logistics' }]);
    const again = await invited.client.rpc('fleet_accept_invitation', { p_token: token });
    expect([again.status, again.error?.hint]).toEqual([409, 'invitation_used']);
    expect((await visitorClient(platform).rpc('fleet_invitation_preview', { p_token: token })).data).toMatchObject({ status: 'accepted' });
    const members = await manager.client.from('fleet_members').select('email, role').eq('organization_id', org).order('email');
    expect(members.data).toContainEqual({ email: address, role: 'technician' });
  });

  it('lets an existing user accept from their pending invitations; a renewed invitation replaces the old link', async () => {
    const existing = await createPortalUser(platform);
    expect((await invite(manager, { organizationId: org, email: existing.email, role: 'manager' })).status).toBe(200);
    const first = await tokenFor(existing.email);
    expect((await invite(manager, { organizationId: org, email: existing.email, role: 'manager' })).status).toBe(200);
    const second = await tokenFor(existing.email);
    expect(second).not.toBe(first);
    const stale = await existing.client.rpc('fleet_accept_invitation', { p_token: first });
    expect([stale.status, stale.error?.hint]).toEqual([404, 'invitation_not_found']);
    const pending = await existing.client.rpc('fleet_my_invitations');
    expect(pending.data).toEqual([
      {
        id: expect.any(String),
        organization_name: 'Northside Logistics',
        role: 'manager',
        invited_by_email: manager.email,
        expires_at: expect.any(String),
      },
    ]);
    const accepted = await existing.client.rpc('fleet_accept_invitation_by_id', {
      p_invitation_id: (pending.data as Array<{ id: string }>)[0]?.id,
    });
    expect(accepted.data).toEqual({ organizationId: org, role: 'manager' });
    expect((await existing.client.rpc('fleet_my_invitations')).data).toEqual([]);
  });

  it('shows a member under their new address once their e-mail changes', async () => {
    const moving = await createPortalUser(platform);
    await addMember(platform, org, moving, 'technician');
    const address = `moved-${Date.now()}@example.com`;
    const updated = await serviceClient(platform).auth.admin.updateUserById(moving.id, { email: address, email_confirm: true });
    expect(updated.error).toBeNull();
    const members = await manager.client.from('fleet_members').select('email').eq('organization_id', org).eq('user_id', moving.id);
    expect(members.data).toEqual([{ email: address }]);
    // Inviting the new address finds the member; the old one is free for someone else.
    const again = await invite(manager, { organizationId: org, email: address, role: 'technician' });
    expect([again.status, ((await again.json()) as { code: string }).code]).toEqual([409, 'already_member']);
    expect((await invite(manager, { organizationId: org, email: moving.email, role: 'technician' })).status).toBe(200);
  });

  it('refuses expired and withdrawn invitations', async () => {
    const late = await createPortalUser(platform);
    await invite(manager, { organizationId: org, email: late.email });
    const token = await tokenFor(late.email);
    await platform.db.query(`update public.fleet_invitations set expires_at = now() - interval '1 minute' where email = $1`, [late.email]);
    const expired = await late.client.rpc('fleet_accept_invitation', { p_token: token });
    expect([expired.status, expired.error?.hint]).toEqual([410, 'invitation_expired']);
    expect((await visitorClient(platform).rpc('fleet_invitation_preview', { p_token: token })).data).toMatchObject({ status: 'expired' });

    const withdrawn = await createPortalUser(platform);
    await invite(manager, { organizationId: org, email: withdrawn.email });
    const token2 = await tokenFor(withdrawn.email);
    const listed = await manager.client.from('fleet_invitations').select('id, email').eq('email', withdrawn.email);
    expect(listed.data).toHaveLength(1);
    expect((await tech.client.from('fleet_invitations').select('id')).data).toEqual([]);
    expect((await tech.client.from('fleet_invitations').delete().eq('email', withdrawn.email).select()).data).toEqual([]);
    expect(((await manager.client.from('fleet_invitations').delete().eq('email', withdrawn.email).select()).data ?? []).length).toBe(1);
    const gone = await withdrawn.client.rpc('fleet_accept_invitation', { p_token: token2 });
    expect([gone.status, gone.error?.hint]).toEqual([404, 'invitation_not_found']);
  });

  it('only managers invite, with clear refusals for bad requests; tokens are never readable', async () => {
    const cases: Array<[PortalUser | null, unknown, Record<string, string>, number, string]> = [
      [tech, { organizationId: org, email: 'a@example.com' }, {}, 403, 'not_manager'],
      [null, { organizationId: org, email: 'a@example.com' }, {}, 401, 'sign_in_required'],
      [manager, { organizationId: org, email: 'not-an-address' }, {}, 400, 'invalid_email'],
      [manager, { organizationId: org, email: 'a@example.com', role: 'admin' }, {}, 400, 'invalid_role'],
      [manager, { organizationId: 'x', email: 'a@example.com' }, {}, 400, 'invalid_request'],
      [manager, { organizationId: org, email: tech.email }, {}, 409, 'already_member'],
      [manager, '{"organizationId":', {}, 400, 'invalid_json'],
      [manager, { organizationId: org, email: 'a@example.com' }, { 'content-type': 'text/plain' }, 415, 'unsupported_media_type'],
    ];
    for (const [user, body, headers, status, code] of cases) {
      const response = await invite(user, body, headers);
      expect([code, response.status, ((await response.json()) as { code: string }).code]).toEqual([code, status, code]);
    }
    expect(await mailTo('a@example.com')).toEqual([]);
    const direct = await manager.client.from('fleet_invitation_tokens').select('*');
    expect(direct.data ?? []).toEqual([]);
    const forged = await manager.client.from('fleet_invitations').insert({ organization_id: org, email: 'b@example.com', role: 'manager' });
    expect(forged.error).not.toBeNull();
  });
});
