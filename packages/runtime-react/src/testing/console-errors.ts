/** Test helper: spies on console.error while a page hydrates, for tests that server-render and hydrate in one process. */
import { vi } from 'vitest';
import type { MockInstance } from 'vitest';

/**
 * React's development build warns that two renderers rendered the same context provider when the server renderer
 * and the browser renderer run in one process (only in tests: a browser never runs the server renderer). That
 * warning is dropped; every other error is recorded.
 */
const SAME_PROCESS_RENDERERS = 'Detected multiple renderers concurrently rendering the same context provider';

export function spyConsoleErrors(): MockInstance<(...args: unknown[]) => void> {
  const recorded = vi.fn<(...args: unknown[]) => void>();
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith(SAME_PROCESS_RENDERERS)) return;
    recorded(...args);
  });
  return recorded;
}
