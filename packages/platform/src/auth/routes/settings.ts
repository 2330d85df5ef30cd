// GET /settings: which providers are on and how sign-up behaves, as GoTrue reports it.
import type { AuthCall, AuthRoute } from '../call';

const PROVIDERS = [
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'snapchat',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack',
  'slack_oidc',
  'workos',
  'twitch',
  'twitter',
  'zoom',
];

async function settings(call: AuthCall): Promise<unknown> {
  const { settings: config, oidc } = call.s;
  const external: Record<string, boolean> = { anonymous_users: config.anonymousUsers };
  for (const provider of PROVIDERS) external[provider] = false;
  external.email = true;
  external.phone = true;
  if (oidc) external[oidc.provider] = true;
  return {
    external,
    disable_signup: config.disableSignup,
    mailer_autoconfirm: config.mailerAutoconfirm,
    phone_autoconfirm: config.phoneAutoconfirm,
    sms_provider: call.s.sms.name,
    saml_enabled: false,
    saml_private_key_next_configured: false,
    passkeys_enabled: config.passkey.enabled,
  };
}

export const settingsRoute: AuthRoute = { method: 'GET', url: '/settings', handler: settings };
