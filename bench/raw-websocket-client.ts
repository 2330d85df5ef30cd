// A websocket client cut down to what the realtime bench needs: the upgrade, masked text frames out, and unmasked
// server frames split by their headers and handed over as byte ranges, never decoded. Thousands of them share the
// bench's process with nothing else to do, so that the client side costs as little as possible next to the server.
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';

/** Receives each text or binary frame's payload as `data[start, end)`; the range is only valid during the call. */
export type FrameHandler = (data: Buffer, start: number, end: number) => void;

const HEADER_END = Buffer.from('\r\n\r\n');
const OPCODE_TEXT = 0x1;
const OPCODE_BINARY = 0x2;

export class RawWebSocket {
  /** Bytes of a frame split across reads; null while reads end on frame boundaries (the usual case). */
  private pending: Buffer | null = null;
  private upgraded = false;

  private constructor(
    private readonly socket: Socket,
    public onFrame: FrameHandler,
  ) {}

  /** Connects and completes the upgrade; rejects unless the server answers 101. */
  static open(url: string, onFrame: FrameHandler): Promise<RawWebSocket> {
    const target = new URL(url);
    return new Promise((resolve, reject) => {
      const socket = connect({ host: target.hostname, port: Number(target.port), noDelay: true });
      const client = new RawWebSocket(socket, onFrame);
      socket.once('error', reject);
      socket.once('close', () => reject(new Error('closed before the upgrade')));
      socket.once('connect', () => {
        socket.write(
          `GET ${target.pathname}${target.search} HTTP/1.1\r\nHost: ${target.host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
            `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
        );
      });
      socket.on('data', (chunk: Buffer) => {
        if (client.upgraded) return client.read(chunk);
        const head = client.pending ? Buffer.concat([client.pending, chunk]) : chunk;
        const end = head.indexOf(HEADER_END);
        if (end < 0) {
          client.pending = head;
          return;
        }
        client.pending = null;
        if (!head.subarray(0, 13).toString('latin1').startsWith('HTTP/1.1 101')) {
          socket.destroy();
          return reject(new Error(`upgrade refused: ${head.subarray(0, end).toString('latin1').split('\r\n')[0]}`));
        }
        client.upgraded = true;
        socket.removeAllListeners('error').removeAllListeners('close');
        // The bench ends sockets by destroying them; a reset from the server's side is expected then.
        socket.on('error', () => undefined);
        resolve(client);
        if (head.length > end + HEADER_END.length) client.read(head.subarray(end + HEADER_END.length));
      });
    });
  }

  /** A masked text frame; the mask key is zero, so the payload goes as is (a valid key for a client that needs none). */
  sendText(text: string): void {
    const payload = Buffer.from(text);
    const length = payload.length;
    const header = length < 126 ? Buffer.alloc(6) : length < 65_536 ? Buffer.alloc(8) : Buffer.alloc(14);
    header[0] = 0x80 | OPCODE_TEXT;
    if (length < 126) header[1] = 0x80 | length;
    else if (length < 65_536) {
      header[1] = 0x80 | 126;
      header.writeUInt16BE(length, 2);
    } else {
      header[1] = 0x80 | 127;
      header.writeBigUInt64BE(BigInt(length), 2);
    }
    this.socket.write(Buffer.concat([header, payload]));
  }

  destroy(): void {
    this.socket.destroy();
  }

  private read(chunk: Buffer): void {
    const data = this.pending ? Buffer.concat([this.pending, chunk]) : chunk;
    let at = 0;
    while (data.length - at >= 2) {
      const opcode = (data[at] as number) & 0x0f;
      const short = (data[at + 1] as number) & 0x7f;
      let header = 2;
      let length = short;
      if (short === 126) {
        if (data.length - at < 4) break;
        length = data.readUInt16BE(at + 2);
        header = 4;
      } else if (short === 127) {
        if (data.length - at < 10) break;
        length = Number(data.readBigUInt64BE(at + 2));
        header = 10;
      }
      if (data.length - at < header + length) break;
      if (opcode === OPCODE_TEXT || opcode === OPCODE_BINARY) this.onFrame(data, at + header, at + header + length);
      at += header + length;
    }
    this.pending = at < data.length ? data.subarray(at) : null;
  }
}
