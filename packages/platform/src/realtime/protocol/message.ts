// The Phoenix message shapes: what a client sends and what the server pushes back.

export type Vsn = '1.0.0' | '2.0.0';

export const SUPPORTED_VSNS: readonly Vsn[] = ['1.0.0', '2.0.0'];

/** A decoded client frame. `binary` is set for a 2.0.0 user broadcast push (kind 3). */
export interface InboundMessage {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
  binary?: UserBroadcastPush;
}

/** The parts of a kind-3 frame: the user event, its payload bytes and how they are encoded. */
export interface UserBroadcastPush {
  event: string;
  encoding: 'json' | 'binary';
  payload: Buffer;
  meta: Record<string, unknown> | null;
}

export interface OutboundMessage {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}
