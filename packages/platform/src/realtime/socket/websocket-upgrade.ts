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

export function acceptWebsockets(app: FastifyInstance, hub: RealtimeHub): WebSocketServer {
  const wss = new WebSocketServer({
    noServer: true,
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
    socket.on('error', () => socket.destroy());
    const vsn = (url.searchParams.get('vsn') ?? '1.0.0') as Vsn;
    if (!SUPPORTED_VSNS.includes(vsn)) return refuse(socket, 400, 'Bad Request');
    const apikey = url.searchParams.get('apikey') ?? header(request, 'apikey') ?? header(request, 'x-api-key');
    if (!apikey) return refuse(socket, 403, 'Forbidden');
    hub.ctx.jwt.verify(apikey).then(
      () => {
        if (socket.destroyed) return;
        wss.handleUpgrade(request, socket, head, (ws) => {
          new SocketSession(ws, hub, vsn, apikey);
        });
      },
      () => refuse(socket, 403, 'Forbidden'),
    );
  });
  return wss;
}
