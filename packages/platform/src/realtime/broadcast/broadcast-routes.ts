// POST /realtime/v1/api/broadcast ({messages}) and /realtime/v1/api/broadcast/{topic}/events/{event} (httpSend): 202.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestIdentity } from '../../db';
import { jsonDepthExceeds, MAX_JSON_DEPTH, requestTokens, resolveIdentity } from '../../http';
import { authorizePrivateChannel } from '../auth/private-channel';
import type { RealtimeHub } from '../hub';
import type { BroadcastMessage } from './broadcast-message';

const MAX_MESSAGES = 100;

async function caller(hub: RealtimeHub, request: FastifyRequest, reply: FastifyReply): Promise<RequestIdentity | null> {
  const result = await resolveIdentity(hub.ctx.jwt, requestTokens(request));
  if (result.ok) return result.identity;
  await reply.code(401).send({ message: result.message, error: 'Unauthorized' });
  return null;
}

async function send(hub: RealtimeHub, identity: RequestIdentity, message: BroadcastMessage): Promise<void> {
  if (message.private) {
    const policies = await authorizePrivateChannel(hub.ctx.db, identity, message.topic.slice('realtime:'.length));
    if (!policies.broadcastWrite) return;
  }
  hub.broadcast(message);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function registerBroadcastRoutes(app: FastifyInstance, hub: RealtimeHub): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      const text = String(body);
      const refuse = (code: string, message: string) => done(Object.assign(new Error(message), { statusCode: 400, code }), undefined);
      if (jsonDepthExceeds(text)) return refuse('json_too_deep', `The JSON body nests more than ${MAX_JSON_DEPTH} levels deep`);
      try {
        done(null, text.trim() === '' ? undefined : (JSON.parse(text) as unknown));
      } catch {
        refuse('invalid_json', 'The body is not valid JSON');
      }
    });

    scope.post('/realtime/v1/api/broadcast', async (request, reply) => {
      const identity = await caller(hub, request, reply);
      if (!identity) return reply;
      const body = request.body;
      const messages = isObject(body) ? body.messages : undefined;
      if (!Array.isArray(messages) || messages.length > MAX_MESSAGES) {
        return reply.code(400).send({ message: `messages must be a list of at most ${MAX_MESSAGES} messages` });
      }
      const valid = messages.every((m) => isObject(m) && typeof m.topic === 'string' && m.topic !== '' && typeof m.event === 'string');
      if (!valid) return reply.code(400).send({ message: 'each message needs a topic and an event' });
      for (const m of messages as Record<string, unknown>[]) {
        await send(hub, identity, {
          topic: `realtime:${String(m.topic)}`,
          event: String(m.event),
          payload: { kind: 'json', value: m.payload ?? {} },
          meta: null,
          private: m.private === true,
        });
      }
      return reply.code(202).send();
    });

    scope.post<{ Params: { topic: string; event: string }; Querystring: { private?: string } }>(
      '/realtime/v1/api/broadcast/:topic/events/:event',
      async (request, reply) => {
        const identity = await caller(hub, request, reply);
        if (!identity) return reply;
        const body = request.body;
        const payload: BroadcastMessage['payload'] = Buffer.isBuffer(body)
          ? { kind: 'bytes', encoding: 'binary', bytes: body }
          : { kind: 'json', value: body ?? null };
        await send(hub, identity, {
          topic: `realtime:${request.params.topic}`,
          event: request.params.event,
          payload,
          meta: null,
          private: request.query.private === 'true',
        });
        return reply.code(202).send();
      },
    );
  });
}
