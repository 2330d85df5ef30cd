/** Sign-up and the sign-in actions: e-mail or phone with password, OTP, magic link, OAuth provider, OIDC token, SSO. */
import type { ActionHandler } from '@kit/runtime-core';
import type { AuthResponse, Provider, SignInWithIdTokenCredentials } from '@supabase/supabase-js';
import { arg, defined, keyValues, text } from './action-support';
import type { PluginHost } from './action-support';
import type { AuthUser } from './auth-state';
import { SupabasePluginError } from './errors';

/** Default sign-up and OTP channel (seed 000 §9). */
export const DEFAULT_CHANNEL = 'sms';

/** On a provider error the local session is dropped and the provider's message thrown. */
async function signedIn(host: PluginHost, call: () => Promise<AuthResponse>): Promise<AuthUser | false> {
  const { data, error } = await call();
  if (error) {
    host.auth().clear();
    throw SupabasePluginError.provider(error);
  }
  return host.auth().store(data.session);
}

export function signInActions(host: PluginHost): Record<string, ActionHandler> {
  return {
    'supabase:sign-up': async (action, context) => {
      const client = host.authClient();
      const type = text(arg(action, context, 'method')) ?? 'email';
      const password = text(arg(action, context, 'password')) ?? '';
      const options = defined({
        data: keyValues(arg(action, context, 'metadata')),
        captchaToken: text(arg(action, context, 'captchaToken')),
        emailRedirectTo: host.redirectTo(arg(action, context, 'redirectPage')),
      });
      const credentials =
        type === 'email'
          ? { email: text(arg(action, context, 'email')) ?? '', password, options }
          : {
              phone: text(arg(action, context, 'phone')) ?? '',
              password,
              options: { ...options, channel: (text(arg(action, context, 'channel')) ?? DEFAULT_CHANNEL) as 'sms' | 'whatsapp' },
            };
      const { data, error } = await client.auth.signUp(credentials);
      if (error) {
        host.auth().clear();
        throw SupabasePluginError.provider(error);
      }
      if (data.session) await host.auth().store(data.session);
      return data;
    },
    'supabase:sign-in-email': async (action, context) => {
      const client = host.authClient();
      const email = text(arg(action, context, 'email'));
      const password = text(arg(action, context, 'password'));
      if (!email || !password) throw SupabasePluginError.auth('EMAIL_PASSWORD_REQUIRED');
      return signedIn(host, () => client.auth.signInWithPassword({ email, password }));
    },
    'supabase:sign-in-phone': async (action, context) => {
      const client = host.authClient();
      const phone = text(arg(action, context, 'phone'));
      const password = text(arg(action, context, 'password'));
      if (!phone || !password) throw SupabasePluginError.auth('PHONE_PASSWORD_REQUIRED');
      return signedIn(host, () => client.auth.signInWithPassword({ phone, password }));
    },
    'supabase:sign-in-oidc': async (action, context) => {
      const client = host.authClient();
      const token = text(arg(action, context, 'token'));
      const provider = text(arg(action, context, 'provider'));
      if (!token || !provider) throw SupabasePluginError.auth('TOKEN_PROVIDER_REQUIRED');
      const credentials = defined({
        token,
        provider,
        access_token: text(arg(action, context, 'accessToken')),
        nonce: text(arg(action, context, 'nonce')),
        options: defined({ captchaToken: text(arg(action, context, 'captchaToken')) }),
      }) as SignInWithIdTokenCredentials;
      return signedIn(host, () => client.auth.signInWithIdToken(credentials));
    },
    'supabase:sign-in-magic-link': async (action, context) => {
      const client = host.authClient();
      const email = text(arg(action, context, 'email'));
      if (!email) throw SupabasePluginError.auth('EMAIL_REQUIRED');
      const options = defined({
        emailRedirectTo: host.redirectTo(arg(action, context, 'redirectPage')),
        captchaToken: text(arg(action, context, 'captchaToken')),
      });
      const { data, error } = await client.auth.signInWithOtp({ email, options });
      if (error) throw SupabasePluginError.provider(error);
      return data;
    },
    'supabase:sign-in-otp': async (action, context) => {
      const client = host.authClient();
      const type = text(arg(action, context, 'otpType')) ?? 'phone';
      const email = text(arg(action, context, 'email'));
      const phone = text(arg(action, context, 'phone'));
      if (type === 'email' && !email) throw SupabasePluginError.auth('EMAIL_REQUIRED');
      if (type === 'phone' && !phone) throw SupabasePluginError.auth('PHONE_REQUIRED');
      const shouldCreateUser = arg(action, context, 'shouldCreateUser') !== false;
      const captchaToken = text(arg(action, context, 'captchaToken'));
      const { data, error } = await client.auth.signInWithOtp(
        type === 'email'
          ? { email: email ?? '', options: defined({ shouldCreateUser, captchaToken }) }
          : {
              phone: phone ?? '',
              options: defined({
                shouldCreateUser,
                captchaToken,
                channel: (text(arg(action, context, 'channel')) ?? DEFAULT_CHANNEL) as 'sms' | 'whatsapp',
              }),
            },
      );
      if (error) {
        host.auth().clear();
        throw SupabasePluginError.provider(error);
      }
      return data.session ? host.auth().store(data.session) : data;
    },
    'supabase:sign-in-provider': async (action, context) => {
      const client = host.authClient();
      const provider = text(arg(action, context, 'provider'));
      if (!provider) throw SupabasePluginError.auth('PROVIDER_REQUIRED');
      const queryParams = keyValues(arg(action, context, 'queryParams')) as Record<string, string> | undefined;
      const { data, error } = await client.auth.signInWithOAuth({
        provider: provider as Provider,
        options: defined({
          redirectTo: host.redirectTo(arg(action, context, 'redirectPage')),
          scopes: text(arg(action, context, 'scopes')),
          queryParams,
          skipBrowserRedirect: arg(action, context, 'skipBrowserRedirect') === true ? true : undefined,
        }),
      });
      if (error) throw SupabasePluginError.provider(error);
      return data;
    },
    'supabase:sign-in-sso': async (action, context) => {
      const client = host.authClient();
      const domain = text(arg(action, context, 'domain'));
      const providerId = text(arg(action, context, 'providerId'));
      if (!domain && !providerId) throw SupabasePluginError.auth('DOMAIN_OR_PROVIDER_ID_REQUIRED');
      const redirectTo = host.redirectTo(arg(action, context, 'redirectPage'));
      const { data, error } = await client.auth.signInWithSSO(
        domain ? { domain, options: defined({ redirectTo }) } : { providerId: providerId ?? '', options: defined({ redirectTo }) },
      );
      if (error) {
        host.auth().clear();
        throw SupabasePluginError.provider(error);
      }
      return data;
    },
  };
}
