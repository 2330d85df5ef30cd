// POST /sso and the SAML endpoints: no SAML identity provider can be configured, so GoTrue's "disabled" answer.
import type { AuthRoute } from '../call';
import { notFound } from '../errors';

async function samlDisabled(): Promise<unknown> {
  throw notFound('saml_provider_disabled', 'SAML 2.0 is disabled');
}

export const ssoRoutes: AuthRoute[] = [
  { method: 'POST', url: '/sso', handler: samlDisabled },
  { method: 'GET', url: '/sso/saml/metadata', handler: samlDisabled },
  { method: 'POST', url: '/sso/saml/acs', handler: samlDisabled },
];
