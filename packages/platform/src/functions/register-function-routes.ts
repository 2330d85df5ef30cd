// Serves function modules at /functions/v1/NAME[/…] with any method: JWT checked, claims passed, responses streamed, time-limited.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformContext } from '../context';
import { createMailer, type Mailer } from '../mail';
import { attachClaims, encodeClaims } from './function-claims';
import { attachMailer } from './function-mail';
import { attachOrigins, listeningOrigin } from './function-origins';
import { createModuleLoader, findFunctionFile } from './function-module';
import { invokeFunction } from './invoke-function';
import { checkedJsonBody } from './json-body-check';
import { FunctionRelayError, relayErrors } from './relay-error';
import { sendWebResponse } from './send-web-response';
import { toWebRequest } from './to-web-request';
import { optionalCaller, verifyCaller } from './verify-caller';

export interface FunctionRoutesOptions {
  /** Longest a call may take, response body included (Supabase's request idle limit is 150 s). */
  wallTimeMs?: number;
  /** The mailer functions send through (`requestMailer`); default: the configured one. */
  mailer?: Mailer;
}

export const DEFAULT_WALL_TIME_MS = 150_000;
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

function sendRelayError(reply: FastifyReply, error: FunctionRelayError): FastifyReply {
  return sendWebResponse(reply, error.toResponse(), () => undefined);
}

function lazyMailer(get: () => Mailer): Mailer {
  return {
    get kind() {
      return get().kind;
    },
    send: (message) => get().send(message),
    close: async () => undefined,
  };
}

export async function registerFunctionRoutes(
  app: FastifyInstance,
  ctx: PlatformContext,
  options: FunctionRoutesOptions = {},
): Promise<void> {
  const dirs = ctx.functionDirs ?? (ctx.config.functionsDir ? [ctx.config.functionsDir] : []);
  const wallTimeMs = options.wallTimeMs ?? DEFAULT_WALL_TIME_MS;
  const load = createModuleLoader();
  // Created on first use: most functions never send mail.
  let mailer = options.mailer;
  const functionMailer = (): Mailer => (mailer ??= createMailer(ctx.config, ctx.db));
  app.addHook('onClose', async () => {
    if (mailer && !options.mailer) await mailer.close();
  });

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    const { name, '*': rest } = request.params as { name: string; '*'?: string };
    if (!METHODS.includes(request.method)) throw relayErrors.methodNotAllowed();
    const file = await findFunctionFile(dirs, name);
    if (!file) throw relayErrors.notFound();
    const module = await load(file);
    const claims = module.verifyJwt ? await verifyCaller(ctx.jwt, request) : await optionalCaller(ctx.jwt, request);
    const abort = new AbortController();
    const site = ctx.config.siteUrl;
    const webRequest = toWebRequest(request, {
      origin: new URL(site).origin,
      path: `/${name}${rest ? `/${rest}` : ''}`,
      signal: abort.signal,
      claimsHeader: claims ? encodeClaims(claims) : undefined,
      body: await checkedJsonBody(request),
    });
    if (claims) attachClaims(webRequest, claims);
    const siteName = ctx.config.siteName?.trim();
    attachMailer(
      webRequest,
      lazyMailer(functionMailer),
      siteName ? { name: siteName, url: site, ...(ctx.config.siteColor ? { color: ctx.config.siteColor } : {}) } : undefined,
    );
    attachOrigins(webRequest, { platform: listeningOrigin(app.server.address()) ?? new URL(site).origin, site });
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) abort.abort(new Error('client disconnected'));
    });
    const { response, finish } = await invokeFunction(module.handler, webRequest, abort, wallTimeMs);
    abort.signal.addEventListener('abort', () => {
      if (reply.raw.headersSent && !reply.raw.writableFinished) reply.raw.destroy();
    });
    return sendWebResponse(reply, response, finish);
  }

  await app.register(
    async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
      scope.setErrorHandler((error, request, reply) => {
        if (error instanceof FunctionRelayError) {
          if (error.status >= 500) request.log.error({ err: error.cause ?? error }, `function ${error.code}`);
          return sendRelayError(reply, error);
        }
        request.log.error({ err: error }, 'function relay failed');
        return sendRelayError(reply, relayErrors.workerError(error));
      });
      scope.setNotFoundHandler((_request, reply) => sendRelayError(reply, relayErrors.notFound()));
      for (const url of ['/:name', '/:name/*']) scope.all(url, handle);
    },
    { prefix: '/functions/v1' },
  );
}
