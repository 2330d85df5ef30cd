/** Account actions: verify and resend OTP, fetch user, update metadata, change / forgot / confirm password, refresh, sign out. */
import type { ActionHandler } from '@kit/runtime-core';
import { isAuthRetryableFetchError } from '@supabase/supabase-js';
import type { EmailOtpType, MobileOtpType, VerifyOtpParams } from '@supabase/supabase-js';
import { arg, defined, keyValues, text } from './action-support';
import type { PluginHost } from './action-support';
import { isDeletedUserError } from './auth-events';
import { SupabasePluginError } from './errors';

/** OTP types that need an e-mail, and those that need a phone (seed 000 §5). */
export const EMAIL_OTP_TYPES: readonly string[] = ['email', 'recovery', 'invite', 'email_change', 'signup'];
export const PHONE_OTP_TYPES: readonly string[] = ['sms', 'phone_change'];
export const DEFAULT_SIGN_OUT_SCOPE = 'global';

function contactFor(type: string, email: string | undefined, phone: string | undefined): { email: string } | { phone: string } | undefined {
  if (EMAIL_OTP_TYPES.includes(type)) {
    if (!email) throw SupabasePluginError.auth('EMAIL_REQUIRED');
    return { email };
  }
  if (PHONE_OTP_TYPES.includes(type)) {
    if (!phone) throw SupabasePluginError.auth('PHONE_REQUIRED');
    return { phone };
  }
  return undefined;
}

export function accountActions(host: PluginHost): Record<string, ActionHandler> {
  return {
    'supabase:verify-otp': async (action, context) => {
      const client = host.authClient();
      const type = text(arg(action, context, 'otpType')) ?? 'email';
      const contact = contactFor(type, text(arg(action, context, 'email')), text(arg(action, context, 'phone')));
      const tokenHash = text(arg(action, context, 'tokenHash'));
      const params = (
        tokenHash && contact === undefined
          ? { type: type as EmailOtpType, token_hash: tokenHash }
          : { type: type as EmailOtpType | MobileOtpType, ...contact, token: text(arg(action, context, 'token')) ?? '' }
      ) as VerifyOtpParams;
      const { data, error } = await client.auth.verifyOtp(params);
      if (error) {
        host.auth().clear();
        throw SupabasePluginError.provider(error);
      }
      return host.auth().store(data.session);
    },
    'supabase:resend-otp': async (action, context) => {
      const client = host.authClient();
      const type = text(arg(action, context, 'otpType')) ?? 'signup';
      const email = text(arg(action, context, 'email'));
      const phone = text(arg(action, context, 'phone'));
      const emailRedirectTo = host.redirectTo(arg(action, context, 'redirectPage'));
      const emailTypes = ['signup', 'email_change'];
      const phoneTypes = ['sms', 'phone_change'];
      if (emailTypes.includes(type) && !email) throw SupabasePluginError.auth('EMAIL_REQUIRED');
      if (phoneTypes.includes(type) && !phone) throw SupabasePluginError.auth('PHONE_REQUIRED');
      const options = defined({ emailRedirectTo });
      const { data, error } = await client.auth.resend(
        phoneTypes.includes(type)
          ? { type: type as 'sms' | 'phone_change', phone: phone ?? '' }
          : { type: type as 'signup' | 'email_change', email: email ?? '', options },
      );
      if (error) throw SupabasePluginError.provider(error);
      return data;
    },
    'supabase:fetch-user': async () => {
      const client = host.authClient();
      const { data: stored } = await client.auth.getSession();
      if (!stored.session) return host.auth().store(null);
      // Asks the auth service, as supabase-js does: a deleted user's token is refused there (seed: a deleted-user
      // event triggers sign-out), while the stored session alone would keep them signed in.
      const { error } = await client.auth.getUser();
      if (error && isDeletedUserError(error)) {
        // The deleted-user event's handling: the user and cookies cleared, the stored session dropped locally.
        host.auth().clear();
        await client.auth.signOut({ scope: 'local' });
        return null;
      }
      if (error) throw SupabasePluginError.provider(error);
      return host.auth().store();
    },
    'supabase:update-user-metadata': async (action, context) => {
      const client = host.authClient();
      const { data, error } = await client.auth.updateUser(
        defined({
          email: text(arg(action, context, 'email')),
          phone: text(arg(action, context, 'phone')),
          data: keyValues(arg(action, context, 'metadata')) ?? {},
        }),
      );
      if (error) throw SupabasePluginError.provider(error);
      await host.auth().store();
      return data;
    },
    'supabase:change-password': async (action, context) => {
      const client = host.authClient();
      const user = host.auth().user();
      if (user === undefined) throw SupabasePluginError.auth('USER_NOT_AUTHENTICATED');
      const password = text(arg(action, context, 'oldPassword')) ?? '';
      const check = await client.auth.signInWithPassword(
        user.email ? { email: user.email, password } : { phone: user.phone ?? '', password },
      );
      if (check.error) throw SupabasePluginError.provider(check.error);
      const { data, error } = await client.auth.updateUser({ password: text(arg(action, context, 'newPassword')) ?? '' });
      if (error) throw SupabasePluginError.provider(error);
      return data;
    },
    'supabase:forgot-password': async (action, context) => {
      const client = host.authClient();
      const email = text(arg(action, context, 'email')) ?? '';
      const redirectTo = host.redirectTo(arg(action, context, 'redirectPage'));
      const { data, error } = await client.auth.resetPasswordForEmail(email, defined({ redirectTo }));
      if (error) throw SupabasePluginError.provider(error);
      return data;
    },
    'supabase:confirm-password': async (action, context) => {
      const client = host.authClient();
      const { data: current } = await client.auth.getSession();
      if (!current.session?.access_token) throw SupabasePluginError.auth('NO_ACCESS_TOKEN');
      const { data, error } = await client.auth.updateUser({ password: text(arg(action, context, 'newPassword')) ?? '' });
      if (error) throw SupabasePluginError.provider(error);
      return data;
    },
    'supabase:refresh-session': async () => {
      const client = host.authClient();
      const { data, error } = await client.auth.refreshSession();
      if (error) {
        // Seed 000 §4: a non-retryable refresh failure removes the session (a deleted user's refresh token is gone),
        // a retryable one (502, 503, 504, network) keeps it; the error still ends the action.
        if (!isAuthRetryableFetchError(error)) {
          host.auth().clear();
          await client.auth.signOut({ scope: 'local' });
        }
        throw SupabasePluginError.provider(error);
      }
      return host.auth().store(data.session);
    },
    'supabase:sign-out': async (action, context) => {
      const client = host.authClient();
      const scope = (text(arg(action, context, 'scope')) ?? DEFAULT_SIGN_OUT_SCOPE) as 'global' | 'local' | 'others';
      if (scope !== 'others') host.auth().clear();
      const { error } = await client.auth.signOut({ scope });
      if (error) throw SupabasePluginError.provider(error);
      return null;
    },
  };
}
