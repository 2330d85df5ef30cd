/**
 * `POST /ww/cms_data_sets/{id}/fetch?limit=&offset=`: a server data set, defined by the site in TypeScript, called
 * with the paging, the page's variables (the JSON body) and the request (headers and the verified session).
 * Answers `{data, total}`, never cached: the result depends on the variables and may depend on the visitor.
 * A data set only private pages declare runs only for a session passing one of their guards.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SiteAccess } from './access';
import { langOf, sendAccessRefusal } from './access-reply';
import { parseDataSetPaging, parseDataSetVariables } from './data-set-query';
import { SiteError } from './errors';
import { sessionFromCookies } from './session';
import type { VerifySession } from './session';
import type { DataSet } from './types';

export interface DataSetRouteOptions {
  dataSets: Readonly<Record<string, DataSet>>;
  verifySession: VerifySession;
  access: SiteAccess;
  defaultLang: string;
  /** The largest body of variables accepted, in bytes (the area's declared limit). */
  bodyLimit: number;
}

function requestHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

function isValidTotal(total: unknown): total is number {
  return typeof total === 'number' && Number.isInteger(total) && total >= 0;
}

export async function registerDataSetRoutes(
  app: FastifyInstance,
  { dataSets, verifySession, access, defaultLang, bodyLimit }: DataSetRouteOptions,
): Promise<void> {
  const sendError = (reply: FastifyReply, error: SiteError) =>
    reply.code(error.status).header('cache-control', 'no-store').send(error.toJSON());

  await app.register(async (scope) => {
    // The body is read as text whatever its type, so a malformed one gets this endpoint's error, not the framework's.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit }, (_request, body, done) => done(null, body));
    // A body over the limit is refused by the parser, before the route: answered in this endpoint's shape.
    scope.setErrorHandler((error, _request, reply) => {
      if ((error as { statusCode?: unknown }).statusCode !== 413) return reply.send(error);
      return sendError(reply, new SiteError('data_set_body_too_large', `The body is larger than the limit of ${bodyLimit} bytes.`));
    });

    scope.post('/ww/cms_data_sets/:id/fetch', async (request, reply) => {
      const id = (request.params as { id: string }).id;
      const dataSet = Object.hasOwn(dataSets, id) ? dataSets[id] : undefined;
      if (dataSet === undefined) return sendError(reply, new SiteError('data_set_not_found', `Data set "${id}" not found.`));
      const decision = await access.collection(request.headers.cookie, id, langOf(request.query, defaultLang));
      if (!decision.allowed) return sendAccessRefusal(reply, decision);
      let paging;
      let variables;
      try {
        paging = parseDataSetPaging(request.query as Record<string, unknown>);
        variables = parseDataSetVariables(typeof request.body === 'string' ? request.body : '');
      } catch (error) {
        if (error instanceof SiteError) return sendError(reply, error);
        throw error;
      }
      const session = await sessionFromCookies(request.headers.cookie, verifySession);
      let result;
      try {
        result = await dataSet({ ...paging, variables, request: { headers: requestHeaders(request), session } });
      } catch (error) {
        request.log.error({ err: error, dataSet: id }, 'data set failed');
        return sendError(reply, new SiteError('data_set_failed', 'The data set could not be fetched.', { cause: error }));
      }
      if (!isValidTotal(result.total)) {
        request.log.error({ dataSet: id, total: result.total }, 'data set returned an invalid total');
        return sendError(reply, new SiteError('data_set_failed', 'The data set could not be fetched.'));
      }
      return reply.header('cache-control', 'no-store').send({ data: result.data, total: result.total });
    });
  });
}
