// GET /.well-known/jwks.json (public signing keys; none while tokens are HS256) and GET /health.
import type { AuthCall, AuthRoute } from '../call';

async function jwks(call: AuthCall): Promise<unknown> {
  call.reply.header('cache-control', 'public, max-age=600');
  return { keys: call.s.signer.publicJwks() };
}

async function health(call: AuthCall): Promise<unknown> {
  return {
    version: 'kit',
    name: 'GoTrue',
    description: 'GoTrue is a user registration and authentication API',
    site: call.s.settings.siteUrl,
  };
}

export const wellKnownRoutes: AuthRoute[] = [
  { method: 'GET', url: '/.well-known/jwks.json', handler: jwks },
  { method: 'GET', url: '/health', handler: health },
];
