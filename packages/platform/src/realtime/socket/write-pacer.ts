// Paces fan-out writes. Each write to a socket costs a system call (about 10 µs on loopback, most of it in the kernel),
// so 100 changes/s to 1,000 sockets is 100,000 of them a second: more than a core, and the process falls behind for
// good. Here a socket that receives something is corked until the next flush, and after a flush that took D ms the
// next one waits D ms (at most MAX_GAP_MS): idle, a delivery leaves at once; busy, whatever arrived while a flush was
// written leaves together, one system call per socket, and writing takes at most half the process's time.

export interface Corkable {
  cork(): void;
  uncork(): void;
}

/** The longest a delivery waits for its flush, however slow the last flush was. */
const MAX_GAP_MS = 50;

export class WritePacer {
  private readonly held = new Set<Corkable>();
  private timer: NodeJS.Timeout | undefined;
  /** performance.now() before which no flush starts. */
  private notBefore = 0;

  /** Holds the socket's writes back until the next flush; call before writing to it. */
  hold(socket: Corkable): void {
    if (this.held.has(socket)) return;
    socket.cork();
    this.held.add(socket);
  }

  /** Flushes the held sockets now if the pace allows, otherwise as soon as it does. */
  release(): void {
    if (this.timer !== undefined || this.held.size === 0) return;
    const wait = this.notBefore - performance.now();
    if (wait <= 0) this.flush();
    else this.timer = setTimeout(this.flush, wait);
  }

  private readonly flush = (): void => {
    this.timer = undefined;
    const started = performance.now();
    for (const socket of this.held) socket.uncork();
    this.held.clear();
    const ended = performance.now();
    this.notBefore = ended + Math.min(ended - started, MAX_GAP_MS);
  };
}
