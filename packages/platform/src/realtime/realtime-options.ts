// Limits and timings of the realtime server; the defaults follow Supabase Realtime's where it has one.

export interface RealtimeOptions {
  /** A socket that sends nothing (not even a heartbeat, every 25 s) for this long is closed. */
  idleTimeoutMs: number;
  /** Largest frame accepted; a bigger one closes the socket (1009). */
  maxFrameBytes: number;
  maxChannelsPerSocket: number;
  /** Joins per second per socket; more disconnects the socket. */
  maxJoinsPerSecond: number;
  /** Frames per second per socket (burst twice this); more closes the socket. */
  maxFramesPerSecond: number;
  /** Unsent bytes queued for a socket before it is dropped as too slow. */
  maxBufferedBytes: number;
  /** Largest presence payload per track. */
  maxPresenceBytes: number;
  /** How often an instance tells the others it is alive; silent for three times this, its presences leave. */
  instanceHeartbeatMs: number;
}

export const DEFAULT_REALTIME_OPTIONS: RealtimeOptions = {
  idleTimeoutMs: 60_000,
  maxFrameBytes: 1024 * 1024,
  maxChannelsPerSocket: 100,
  maxJoinsPerSecond: 100,
  maxFramesPerSecond: 500,
  maxBufferedBytes: 16 * 1024 * 1024,
  maxPresenceBytes: 64 * 1024,
  instanceHeartbeatMs: 5_000,
};
