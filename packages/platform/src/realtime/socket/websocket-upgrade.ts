// Accepts websocket upgrades on /realtime/v1/websocket: checks vsn and apikey (403 as Supabase refuses), then starts a session.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer } from 'ws';
import type { RealtimeHub } from '../hub';
import { SUPPORTED_VSNS, type Vsn } from '../protocol/message';
import { SocketSession } from './socket-session';

export const WEBSOCKET_PATHS = ['/realtime/v1/websocket', '/realtime/v1/websocket/'];

function refuse(socket: Duplex, status: number, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Shared, not a closure: a listener closing over the upgrade's scope would keep its request alive as long as the socket. */
function destroyOnError(this: Duplex): void {
  this.destroy();
}

function upgrade(
  wss: WebSocketServer,
  hub: RealtimeHub,
  request: IncomingMessage,
  socket: Duplex,
  head: Buffer,
  vsn: Vsn,
  apikey: string,
): void {
  if (socket.destroyed) return;
  const token = hub.identities.intern(apikey);
  wss.handleUpgrade(request, socket, head, (ws) => {
    new SocketSession(ws, socket, hub, vsn, token);
  });
}

export function acceptWebsockets(app: FastifyInstance, hub: RealtimeHub): WebSocketServer {
  const wss = new WebSocketServer({
    noServer: true,
    // The hub keeps the sessions; ws's own client set would add a Set entry and a close listener per socket.
    clientTracking: false,
    maxPayload: hub.options.maxFrameBytes,
    perMessageDeflate: false,
    handleProtocols: (protocols) => (protocols.has('phoenix') ? 'phoenix' : false),
  });

  app.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (!WEBSOCKET_PATHS.includes(url.pathname)) {
      if (app.server.listenerCount('upgrade') === 1) refuse(socket, 404, 'Not Found');
      return;
    }
    socket.on('error', destroyOnError);
    const vsn = (url.searchParams.get('vsn') ?? '1.0.0') as Vsn;
    if (!SUPPORTED_VSNS.includes(vsn)) return refuse(socket, 400, 'Bad Request');
    const apikey = url.searchParams.get('apikey') ?? header(request, 'apikey') ?? header(request, 'x-api-key');
    if (!apikey) return refuse(socket, 403, 'Forbidden');
    hub.ctx.jwt.verify(apikey).then(
      () => upgrade(wss, hub, request, socket, head, vsn, apikey),
      () => refuse(socket, 403, 'Forbidden'),
    );
  });
  return wss;
}
