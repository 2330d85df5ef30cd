/** Test helper: runs a function and returns what it threw (fails the test when nothing was thrown). */
export function captureError(run: () => unknown): Error & { code?: string; position?: number } {
  try {
    run();
  } catch (error) {
    return error as Error & { code?: string; position?: number };
  }
  throw new Error('Expected an error to be thrown');
}
