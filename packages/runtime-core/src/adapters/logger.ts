/** Logging behind a small interface: console in production, an in-memory list in tests. */

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface LogEntry {
  level: LogLevel;
  message: string;
  meta?: Record<string, unknown>;
}

export interface Logger {
  log(level: LogLevel, message: string, meta?: Record<string, unknown>): void;
}

export function createConsoleLogger(target: Pick<Console, 'debug' | 'info' | 'warn' | 'error'> = console): Logger {
  return {
    log(level, message, meta) {
      if (meta === undefined) target[level](message);
      else target[level](message, meta);
    },
  };
}

export interface MemoryLogger extends Logger {
  readonly entries: LogEntry[];
  messages(level?: LogLevel): string[];
}

export function createMemoryLogger(): MemoryLogger {
  const entries: LogEntry[] = [];
  return {
    entries,
    log(level, message, meta) {
      entries.push(meta === undefined ? { level, message } : { level, message, meta });
    },
    messages(level) {
      return entries.filter((entry) => level === undefined || entry.level === level).map((entry) => entry.message);
    },
  };
}
