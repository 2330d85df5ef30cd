// Mounts GoTrue's API at /auth/v1 (one file per endpoint); the local mailbox is an area of its own (platform.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformContext } from '../context';
import { createMailer, type Mailer } from '../mail';
import { adminFactorRoutes } from './admin/admin-factors';
import { adminPasskeyRoutes } from './admin/admin-passkeys';
import { adminUserRoutes } from './admin/admin-users';
import { generateLinkRoute } from './admin/generate-link';
import { inviteRoute } from './admin/invite';
import { oauthClientRoutes } from './admin/oauth-clients';
import { createCall, type AuthRoute } from './call';
import { notFound } from './errors';
import { sendAuthError } from './error-reply';
import { createOidcClient } from './oidc/oidc-client';
import { primeDummyHash } from './passwords';
import { RateLimiter } from './rate-limiter';
import { authorizeRoute } from './routes/authorize';
import { callbackRoutes } from './routes/callback';
import { factorRoutes } from './routes/factors';
import { identityRoutes } from './routes/identities';
import { logoutRoute } from './routes/logout';
import { otpRoutes } from './routes/otp';
import { passkeyCeremonyRoutes } from './routes/passkey-ceremonies';
import { passkeyRoutes } from './routes/passkeys';
import { reauthenticateRoute } from './routes/reauthenticate';
import { recoverRoute } from './routes/recover';
import { resendRoute } from './routes/resend';
import { settingsRoute } from './routes/settings';
import { signupRoute } from './routes/signup';
import { ssoRoutes } from './routes/sso';
import { tokenRoute } from './routes/token';
import { userGetRoute } from './routes/user-get';
import { userUpdateRoute } from './routes/user-update';
import { verifyRoutes } from './routes/verify';
import { wellKnownRoutes } from './routes/well-known';
import type { AuthServices } from './services';
import { resolveAuthSettings } from './settings';
import { createDisabledSmsSender, createMailboxSmsSender, type SmsSender } from './sms';
import { createTokenSigner } from './token-signer';

export const AUTH_PREFIX = '/auth/v1';
export const AUTH_BODY_LIMIT = 256 * 1024;

const ROUTES: readonly AuthRoute[] = [
  signupRoute,
  tokenRoute,
  ...verifyRoutes,
  ...otpRoutes,
  recoverRoute,
  resendRoute,
  userGetRoute,
  userUpdateRoute,
  logoutRoute,
  reauthenticateRoute,
  settingsRoute,
  ...wellKnownRoutes,
  authorizeRoute,
  ...callbackRoutes,
  ...ssoRoutes,
  ...factorRoutes,
  ...identityRoutes,
  ...passkeyCeremonyRoutes,
  ...passkeyRoutes,
  ...adminPasskeyRoutes,
  ...adminUserRoutes,
  ...oauthClientRoutes,
  ...adminFactorRoutes,
  generateLinkRoute,
  inviteRoute,
];

export interface AuthRoutesOptions {
  /** A mailer other than the configured one (tests). */
  mailer?: Mailer;
  /** An SMS provider other than the mailbox one. */
  sms?: SmsSender;
}

export async function registerAuthRoutes(
  app: FastifyInstance,
  ctx: PlatformContext,
  options: AuthRoutesOptions = {},
): Promise<AuthServices> {
  const settings = resolveAuthSettings(ctx.config);
  const mailer = options.mailer ?? createMailer(ctx.config, ctx.db);
  const services: AuthServices = {
    ctx,
    db: ctx.db,
    settings,
    mailer,
    sms:
      options.sms ?? (settings.smsProvider === 'none' ? createDisabledSmsSender() : createMailboxSmsSender(mailer, () => settings.siteUrl)),
    limiter: new RateLimiter(),
    signer: await createTokenSigner(ctx.jwt, settings.jwtSigningJwk),
    oidc: settings.oidc ? createOidcClient(settings.oidc) : undefined,
  };
  primeDummyHash();
  app.addHook('onClose', async () => mailer.close());
  await app.register(
    async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: AUTH_BODY_LIMIT }, (_request, body, done) => done(null, body));
      scope.setErrorHandler((error, request, reply) => sendAuthError(request, reply, error));
      const answerNotFound = (request: FastifyRequest, reply: FastifyReply) =>
        sendAuthError(request, reply, notFound('not_found', 'Not Found'));
      scope.setNotFoundHandler(answerNotFound);
      // A site's page route (`GET /*`) would otherwise take unknown GETs here and answer its own 404.
      scope.get('/*', answerNotFound);
      for (const route of ROUTES) {
        scope.route({
          method: route.method,
          url: route.url,
          handler: async (request, reply) => {
            const out = await route.handler(createCall(request, reply, services));
            if (out === reply || reply.sent) return reply;
            return reply.send(out ?? {});
          },
        });
      }
    },
    { prefix: AUTH_PREFIX },
  );
  return services;
}
