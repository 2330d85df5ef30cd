// phx_join: checks the topic, limits and token, authorises private channels, validates postgres_changes bindings,
// then replies with the bindings and their ids, and pushes the system and presence_state messages that follow.
import { verifyChannelToken } from '../auth/channel-identity';
import { authorizePrivateChannel, PUBLIC_POLICIES, type ChannelPolicies } from '../auth/private-channel';
import { RealtimeError } from '../errors';
import { bindingId, parseBinding, type PostgresBinding } from '../postgres-changes/binding';
import type { InboundMessage } from '../protocol/message';
import { Channel, type ChannelConfig } from './channel';
import type { SocketSession } from './socket-session';

const TOPIC_PREFIX = 'realtime:';
const MAX_TOPIC_BYTES = 255;

function object(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function readConfig(payload: Record<string, unknown>): ChannelConfig {
  const config = object(payload.config);
  const broadcast = object(config.broadcast);
  const presence = object(config.presence);
  return {
    self: broadcast.self === true,
    ack: broadcast.ack === true,
    presenceKey: typeof presence.key === 'string' && presence.key !== '' ? presence.key : null,
    presenceEnabled: presence.enabled === true,
    private: config.private === true,
  };
}

function tokenOf(payload: Record<string, unknown>, apikey: string): string {
  for (const candidate of [payload.access_token, payload.user_token]) {
    if (typeof candidate === 'string' && candidate !== '' && !candidate.startsWith('sb_')) return candidate;
  }
  return apikey;
}

export async function joinChannel(session: SocketSession, message: InboundMessage): Promise<void> {
  const { hub } = session;
  const refuse = (reason: string) => session.reply(message, 'error', { reason });
  if (!message.topic.startsWith(TOPIC_PREFIX)) return refuse('unmatched topic');
  if (message.topic === TOPIC_PREFIX) return refuse('You must provide a topic name');
  if (Buffer.byteLength(message.topic) > MAX_TOPIC_BYTES) return refuse('Topic name is too long');

  const existing = session.channelOn(message.topic);
  if (existing) session.closeChannel(existing);
  if (session.channelCount >= hub.options.maxChannelsPerSocket) return refuse('ChannelRateLimitReached: Too many channels');

  const token = await verifyChannelToken(hub.ctx.jwt, tokenOf(message.payload, session.apikey));
  if (!token.ok) return refuse(token.reason);
  const config = readConfig(message.payload);
  const subTopic = message.topic.slice(TOPIC_PREFIX.length);

  let policies: ChannelPolicies = PUBLIC_POLICIES;
  if (config.private) {
    policies = await authorizePrivateChannel(hub.ctx.db, token.identity, subTopic);
    if (!policies.broadcastRead && !policies.presenceRead) {
      return refuse(`Unauthorized: You do not have permissions to read from this Channel topic: ${subTopic}`);
    }
  }

  const rawBindings = object(message.payload.config).postgres_changes;
  const bindingParams = Array.isArray(rawBindings) ? rawBindings.filter((b) => b !== null && b !== undefined) : [];
  let bindings: PostgresBinding[] = [];
  let bindingError: string | null = null;
  try {
    bindings = bindingParams.map(parseBinding);
  } catch (error) {
    bindingError = `Unable to subscribe to changes with given parameters. ${error instanceof RealtimeError ? error.message : 'invalid binding'}`;
  }
  if (bindings.length > 0) {
    await hub.publication.ensure();
    bindingError = await hub.validator.validate(bindings, token.identity.role);
  }

  if (session.channelOn(message.topic)) return refuse('Channel is already joined');
  const active = bindingError === null ? bindings : [];
  const channel = new Channel(session, message.topic, message.joinRef, token.identity, config, policies, active);
  session.addChannel(channel);
  hub.attach(channel);

  const echoed = bindingParams.map((params, i) => ({ ...object(params), id: bindings[i]?.id ?? bindingId(object(params)) }));
  session.reply(message, 'ok', { postgres_changes: echoed });
  if (bindingParams.length > 0) {
    if (bindingError) channel.system('postgres_changes', 'error', bindingError);
    else channel.system('postgres_changes', 'ok', 'Subscribed to PostgreSQL');
  }
  if (config.presenceEnabled && policies.presenceRead) channel.push('presence_state', hub.presenceState(channel.topic));
}
