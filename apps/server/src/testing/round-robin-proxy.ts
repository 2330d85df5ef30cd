// A small TCP load balancer on loopback for deployment tests: each new connection goes to the next backend in turn;
// a backend that refuses the connection is skipped (passive health check), as a real balancer's would be.
import { connect, createServer, type Server, type Socket } from 'node:net';

export interface RoundRobinProxy {
  url: string;
  /** Connections each backend has accepted, by backend URL (one per request for a client without keep-alive). */
  served: Map<string, number>;
  close(): Promise<void>;
}

export async function startRoundRobinProxy(backends: readonly string[]): Promise<RoundRobinProxy> {
  const targets = backends.map((base) => new URL(base));
  const served = new Map(backends.map((base) => [base, 0]));
  const open = new Set<Socket>();
  let next = 0;

  const forward = (client: Socket, attempt: number) => {
    if (attempt >= targets.length) {
      client.destroy();
      return;
    }
    const index = next++ % targets.length;
    const target = targets[index]!;
    const upstream = connect({ host: target.hostname, port: Number(target.port) });
    let connected = false;
    open.add(upstream);
    upstream.once('close', () => open.delete(upstream));
    upstream.on('error', () => {
      // Refused before connecting (a dead backend): try the next one; after, the client's connection ends with it.
      if (!connected) forward(client, attempt + 1);
      else client.destroy();
    });
    upstream.once('connect', () => {
      connected = true;
      served.set(backends[index]!, (served.get(backends[index]!) ?? 0) + 1);
      upstream.once('close', (hadError) => (hadError ? client.destroy() : client.end()));
      client.once('close', () => upstream.destroy());
      client.pipe(upstream);
      upstream.pipe(client);
      client.resume();
    });
  };

  const server: Server = createServer({ pauseOnConnect: true }, (client) => {
    open.add(client);
    client.once('close', () => open.delete(client));
    client.on('error', () => undefined);
    forward(client, 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
