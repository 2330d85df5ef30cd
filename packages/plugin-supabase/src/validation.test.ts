/** Every validation message of the auth, database, storage and realtime actions, verbatim, before any request. */
import { createTestRuntime } from '@kit/runtime-core/testing';
import { describe, expect, it } from 'vitest';
import { createMemoryCookies } from './cookies';
import { createSupabasePlugin } from './plugin';
import { nodeClientOptions } from './testing/node-client';
import { runAction } from './testing/run-action';

/** A client pointed at a closed port: every case below must fail before any request. */
function setup(settings = { projectUrl: 'http://127.0.0.1:9', publicKey: 'anon' }) {
  const plugin = createSupabasePlugin(settings, {
    cookies: createMemoryCookies(),
    clientOptions: nodeClientOptions(),
  });
  const runtime = createTestRuntime();
  plugin.install(runtime);
  return { plugin, runtime };
}

describe('auth validation messages (seed 000 §5, verbatim)', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['supabase:sign-in-email', {}, 'Email and Password are required.'],
    ['supabase:sign-in-email', { email: 'a@b.c' }, 'Email and Password are required.'],
    ['supabase:sign-in-email', { password: 'secret' }, 'Email and Password are required.'],
    ['supabase:sign-in-phone', { phone: '+33600000000' }, 'Phone and Password are required.'],
    ['supabase:sign-in-phone', { password: 'secret' }, 'Phone and Password are required.'],
    ['supabase:sign-in-oidc', { token: 'jwt' }, 'Token and Provider are required.'],
    ['supabase:sign-in-oidc', { provider: 'google' }, 'Token and Provider are required.'],
    ['supabase:sign-in-magic-link', {}, 'Email is required.'],
    ['supabase:sign-in-otp', { otpType: 'email' }, 'Email is required.'],
    ['supabase:sign-in-otp', { otpType: 'phone' }, 'Phone is required.'],
    ['supabase:sign-in-otp', {}, 'Phone is required.'],
    ['supabase:sign-in-provider', {}, 'Provider is required.'],
    ['supabase:sign-in-sso', {}, 'Domain or ProviderId is required.'],
    ...['email', 'recovery', 'invite', 'email_change'].map((type): [string, Record<string, unknown>, string] => [
      'supabase:verify-otp',
      { otpType: type, token: '123456' },
      'Email is required.',
    ]),
    ...['sms', 'phone_change'].map((type): [string, Record<string, unknown>, string] => [
      'supabase:verify-otp',
      { otpType: type, token: '123456' },
      'Phone is required.',
    ]),
    ['supabase:resend-otp', { otpType: 'signup' }, 'Email is required.'],
    ['supabase:resend-otp', { otpType: 'email_change' }, 'Email is required.'],
    ['supabase:resend-otp', { otpType: 'sms' }, 'Phone is required.'],
    ['supabase:resend-otp', { otpType: 'phone_change' }, 'Phone is required.'],
    ['supabase:change-password', { oldPassword: 'a', newPassword: 'b' }, 'User not authenticated.'],
    ['supabase:confirm-password', { newPassword: 'b' }, 'No access token provided.'],
  ];

  it.each(cases)('%s %j → %s', async (type, settings, message) => {
    const { runtime, plugin } = setup();
    const error = await runAction(runtime, type, settings).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(message);
    expect((error as { code?: string }).code).toMatch(/^AUTH_/);
    plugin.dispose();
  });

  it('names the backend when the plugin has no auth instance, for every auth action', async () => {
    const { runtime, plugin } = setup({ projectUrl: '', publicKey: '' });
    expect(plugin.client).toBeNull();
    const authTypes = Object.keys(plugin.actions).filter(
      (type) => !/select|insert|update$|upsert|delete|rpc|function|realtime|storage/.test(type) || type === 'supabase:update-user-metadata',
    );
    expect(authTypes).toHaveLength(17);
    for (const type of authTypes) {
      await expect(runAction(runtime, type, { email: 'a@b.c', password: 'x' }), type).rejects.toThrow(
        /^Invalid Supabase Auth configuration\.$/,
      );
    }
  });
});

describe('storage required fields', () => {
  it.each([
    ['supabase:storage-list', {}, 'Bucket is required.'],
    ['supabase:storage-upload', { path: 'a.pdf', file: 'x' }, 'Bucket is required.'],
    ['supabase:storage-upload', { bucket: 'b', file: 'x' }, 'Path is required.'],
    ['supabase:storage-upload', { bucket: 'b', path: 'a.pdf' }, 'File is required.'],
    ['supabase:storage-replace', { bucket: 'b', path: 'a.pdf' }, 'File is required.'],
    ['supabase:storage-move', { bucket: 'b', path: 'a.pdf' }, 'New path is required.'],
    ['supabase:storage-copy', { bucket: 'b', newPath: 'c.pdf' }, 'Path is required.'],
    ['supabase:storage-delete', { bucket: 'b' }, 'Paths are required.'],
    ['supabase:storage-signed-url', { bucket: 'b', path: 'a.pdf' }, 'Expires in is required.'],
    ['supabase:storage-public-url', { bucket: 'b' }, 'Path is required.'],
  ])('%s %j → %s', async (type, settings, message) => {
    const { runtime, plugin } = setup();
    await expect(runAction(runtime, type, settings)).rejects.toThrow(message);
    plugin.dispose();
  });
});

describe('database and realtime validation', () => {
  it('names the configuration when the plugin has no client', async () => {
    const { runtime, plugin } = setup({ projectUrl: 'http://127.0.0.1:9', publicKey: '' });
    for (const type of ['supabase:select', 'supabase:insert', 'supabase:rpc', 'supabase:invoke-function', 'supabase:realtime-subscribe']) {
      await expect(
        runAction(runtime, type, { table: 'parts', functionName: 'f', channel: 'c', channelType: 'broadcast' }),
        type,
      ).rejects.toThrow(/^Invalid Supabase configuration\.$/);
    }
    expect(plugin.collectionSource.nativePaging).toBe(true);
  });

  it.each([
    ['supabase:realtime-unsubscribe', { channel: 'room' }, 'Channel not found, please subscribe to the channel before unsubscribing.'],
    [
      'supabase:realtime-broadcast',
      { channel: 'room', event: 'ping' },
      'Channel not found, please subscribe to the channel before sending a message.',
    ],
    [
      'supabase:realtime-presence',
      { channel: 'room', state: { online: true } },
      'Channel not found, please subscribe to the channel before updating the state.',
    ],
    ['supabase:realtime-subscribe', { channelType: 'broadcast' }, 'Channel is required.'],
    ['supabase:realtime-subscribe', { channel: 'room' }, 'Type is required.'],
    ['supabase:realtime-unsubscribe', {}, 'Channel is required.'],
    ['supabase:realtime-broadcast', { channel: 'room' }, 'Event is required.'],
    ['supabase:realtime-presence', { channel: 'room' }, 'State is required.'],
  ])('%s %j → %s', async (type, settings, message) => {
    const { runtime, plugin } = setup();
    await expect(runAction(runtime, type, settings)).rejects.toThrow(message);
    plugin.dispose();
  });

  it('needs a table, primary data for update and delete, and a function name', async () => {
    const { runtime, plugin } = setup();
    await expect(runAction(runtime, 'supabase:select', {})).rejects.toThrow('No table selected.');
    await expect(runAction(runtime, 'supabase:update', { table: 'notes', data: { a: 1 } })).rejects.toThrow('Primary data is required.');
    await expect(runAction(runtime, 'supabase:delete', { table: 'notes', primaryData: {} })).rejects.toThrow('Primary data is required.');
    await expect(runAction(runtime, 'supabase:rpc', {})).rejects.toThrow('Function name is required.');
    await expect(runAction(runtime, 'supabase:invoke-function', {})).rejects.toThrow('Function name is required.');
    plugin.dispose();
  });
});
