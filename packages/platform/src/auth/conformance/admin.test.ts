import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends, type TestPlatform } from '../../testing';
import { anonClient, authFetch, follow, latestMail, serviceClient, startAuthPlatform, uniqueEmail, verifyLinkIn } from './harness';

describe.each(testBackends())('admin API on %s', (backend) => {
  let platform: TestPlatform;

  beforeAll(async () => {
    platform = await startAuthPlatform(backend);
  });
  afterAll(() => platform?.close());

  it('creates, reads, updates, lists and deletes users', async () => {
    const admin = serviceClient(platform).auth.admin;
    const emails = [uniqueEmail('admin-a'), uniqueEmail('admin-b'), uniqueEmail('admin-c')];
    const created = [];
    for (const email of emails) {
      const { data, error } = await admin.createUser({
        email,
        password: 'admin-made-pw1',
        email_confirm: true,
        user_metadata: { by: 'admin' },
        app_metadata: { plan: 'pro' },
      });
      expect(error).toBeNull();
      created.push(data.user);
    }
    expect(created[0]).toMatchObject({
      email: emails[0],
      email_confirmed_at: expect.any(String),
      user_metadata: { by: 'admin' },
      app_metadata: { provider: 'email', providers: ['email'], plan: 'pro' },
    });
    const signIn = await anonClient(platform).auth.signInWithPassword({ email: emails[0] as string, password: 'admin-made-pw1' });
    expect(signIn.error).toBeNull();

    const fetched = await admin.getUserById(created[1]?.id ?? '');
    expect(fetched.data.user?.email).toBe(emails[1]);

    const updated = await admin.updateUserById(created[1]?.id ?? '', { user_metadata: { role: 'tech' }, ban_duration: '24h' });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.banned_until).toBeTruthy();
    const banned = await anonClient(platform).auth.signInWithPassword({ email: emails[1] as string, password: 'admin-made-pw1' });
    expect(banned.error).toMatchObject({ code: 'user_banned' });

    const page = await admin.listUsers({ page: 1, perPage: 2 });
    expect(page.error).toBeNull();
    expect(page.data.users).toHaveLength(2);
    expect(page.data).toMatchObject({ aud: 'authenticated', nextPage: 2, total: 3, lastPage: 2 });

    const duplicate = await admin.createUser({ email: emails[2] as string });
    expect(duplicate.error).toMatchObject({ status: 422, code: 'email_exists' });

    const removed = await admin.deleteUser(created[2]?.id ?? '');
    expect(removed.error).toBeNull();
    expect((await admin.getUserById(created[2]?.id ?? '')).error).toMatchObject({ status: 404, code: 'user_not_found' });
    const soft = await admin.deleteUser(created[1]?.id ?? '', true);
    expect(soft.error).toBeNull();
    expect((await admin.getUserById(created[1]?.id ?? '')).data.user?.deleted_at).toBeTruthy();
  });

  it('refuses the admin API to the anon key and to users', async () => {
    const { status, body } = await authFetch(platform, '/admin/users', { headers: { authorization: `Bearer ${platform.anonKey}` } });
    expect(status).toBe(403);
    expect(body).toEqual({ code: 'not_admin', message: 'User not allowed' });
    const asUser = await anonClient(platform).auth.admin.listUsers();
    expect(asUser.error?.status).toBe(403);
  });

  it('generates links and sends invitations', async () => {
    const admin = serviceClient(platform).auth.admin;
    const email = uniqueEmail('link');
    const { data, error } = await admin.generateLink({ type: 'signup', email, password: 'generated-pw-1' });
    expect(error).toBeNull();
    expect(data.properties).toMatchObject({ verification_type: 'signup', email_otp: expect.stringMatching(/^\d{6}$/) });
    const confirmed = await follow(data.properties?.action_link ?? '');
    expect(confirmed.fragment.get('access_token')).toBeTruthy();

    const magic = await admin.generateLink({ type: 'magiclink', email });
    const verified = await anonClient(platform).auth.verifyOtp({ email, token: magic.data.properties?.email_otp ?? '', type: 'magiclink' });
    expect(verified.error).toBeNull();

    const invited = uniqueEmail('invite');
    const invite = await admin.inviteUserByEmail(invited, { data: { team: 'fleet' } });
    expect(invite.error).toBeNull();
    expect(invite.data.user?.invited_at).toBeTruthy();
    const mail = await latestMail(platform, invited);
    expect(mail.subject).toBe('You have been invited');
    const accepted = await follow(verifyLinkIn(mail));
    expect(accepted.fragment.get('type')).toBe('invite');
    expect(accepted.fragment.get('access_token')).toBeTruthy();
  });
});
