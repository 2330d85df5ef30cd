// Where a start's time goes: when each step of `npm start` finished, in milliseconds since the process started (steps
// overlap: the site bundle builds while the database opens), and the CPU time the process had used by then (all its
// threads), logged with the "listening" line. `npm run bench -- content` reads them; on a shared machine the CPU
// times are the figures that do not depend on what else runs.

export interface StartupReport {
  /** Milliseconds since the process started at which each step finished, in the order they finished. */
  doneAtMs: Record<string, number>;
  /** CPU milliseconds (user + system, every thread) the process had used when each step finished. */
  cpuAtMs: Record<string, number>;
  /** CPU milliseconds used so far. */
  cpuMs: number;
}

export interface StartupPhases {
  /** Records that `step` has just finished. */
  done(step: string): void;
  report(): StartupReport;
}

function cpuMsNow(): number {
  const { user, system } = process.cpuUsage();
  return Math.round((user + system) / 1000);
}

export function startupPhases(): StartupPhases {
  const doneAtMs: Record<string, number> = {};
  const cpuAtMs: Record<string, number> = {};
  return {
    done(step) {
      // performance.now() counts from the process's start (its time origin).
      doneAtMs[step] = Math.round(performance.now());
      cpuAtMs[step] = cpuMsNow();
    },
    report() {
      return { doneAtMs: { ...doneAtMs }, cpuAtMs: { ...cpuAtMs }, cpuMs: cpuMsNow() };
    },
  };
}
