// Events a client pushes on a joined channel: broadcast, presence track/untrack, access_token and phx_leave.
import { verifyChannelToken } from '../auth/channel-identity';
import { authorizePrivateChannel } from '../auth/private-channel';
import { fromUserBroadcastPush, type BroadcastMessage } from '../broadcast/broadcast-message';
import type { InboundMessage } from '../protocol/message';
import type { Channel } from './channel';
import type { SocketSession } from './socket-session';

function broadcastFromJson(channel: Channel, payload: Record<string, unknown>): BroadcastMessage | null {
  if (typeof payload.event !== 'string') return null;
  const meta = payload.meta && typeof payload.meta === 'object' ? (payload.meta as Record<string, unknown>) : null;
  return {
    topic: channel.topic,
    event: payload.event,
    payload: { kind: 'json', value: payload.payload ?? null },
    meta,
    private: channel.config.private,
  };
}

function onBroadcast(session: SocketSession, channel: Channel, message: InboundMessage): void {
  const broadcast = message.binary
    ? fromUserBroadcastPush(channel.topic, message.binary, channel.config.private)
    : broadcastFromJson(channel, message.payload);
  if (broadcast && channel.policies.broadcastWrite) {
    session.hub.broadcast(broadcast, channel.config.self ? undefined : channel);
  }
  if (channel.config.ack) session.reply(message, 'ok', {});
}

function onPresence(session: SocketSession, channel: Channel, message: InboundMessage): void {
  const { hub } = session;
  const event = typeof message.payload.event === 'string' ? message.payload.event.toLowerCase() : '';
  if (!channel.policies.presenceWrite) return session.reply(message, 'ok', {});
  if (event === 'track') {
    const payload = message.payload.payload ?? {};
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) {
      return session.reply(message, 'error', { reason: 'Presence track payload must be a map' });
    }
    if (Buffer.byteLength(JSON.stringify(payload)) > hub.options.maxPresenceBytes) {
      channel.system('system', 'error', 'Track message size exceeded');
      session.closeChannel(channel);
      return;
    }
    const enabling = !channel.config.presenceEnabled;
    channel.config.presenceEnabled = true;
    if (enabling && channel.policies.presenceRead) channel.push('presence_state', hub.presenceState(channel.topic));
    hub.presence.track(channel, channel.presenceKey, payload as Record<string, unknown>);
    return session.reply(message, 'ok', {});
  }
  if (event === 'untrack') {
    hub.presence.untrack(channel);
    return session.reply(message, 'ok', {});
  }
  session.reply(message, 'error', {});
}

async function onAccessToken(session: SocketSession, channel: Channel, message: InboundMessage): Promise<void> {
  const token = message.payload.access_token;
  if (typeof token !== 'string' || token.startsWith('sb_') || token === channel.identity.token) return;
  const check = await verifyChannelToken(session.hub.ctx.jwt, token);
  if (!session.holds(channel)) return;
  if (!check.ok) {
    channel.system('system', 'error', check.reason.replace(/^[A-Za-z]+: /, ''));
    session.closeChannel(channel);
    return;
  }
  if (channel.config.private) {
    const policies = await authorizePrivateChannel(session.hub.ctx.db, check.identity, channel.subTopic);
    if ((channel.policies.broadcastRead && !policies.broadcastRead) || (channel.policies.presenceRead && !policies.presenceRead)) {
      channel.system('system', 'error', `You no longer have permission to read from this Channel topic: ${channel.subTopic}`);
      session.closeChannel(channel);
      return;
    }
    channel.policies = policies;
  }
  // The channel may have closed while the policies were read.
  if (session.holds(channel)) session.hub.reidentify(channel, check.identity);
}

export async function handleChannelEvent(session: SocketSession, channel: Channel, message: InboundMessage): Promise<void> {
  switch (message.event) {
    case 'phx_leave':
      session.reply(message, 'ok', {});
      session.closeChannel(channel);
      return;
    case 'broadcast':
      return onBroadcast(session, channel, message);
    case 'presence':
      return onPresence(session, channel, message);
    case 'access_token':
      return onAccessToken(session, channel, message);
    default:
      // Unknown events are ignored, as Supabase Realtime ignores them.
      return;
  }
}
