/** The loop guard: a workflow stops when its id appears three times in the call chain (seed §4, §9). */

export const MAX_WORKFLOW_REPEATS = 3;

/** True when the workflow at the end of the chain already appears MAX_WORKFLOW_REPEATS times in it. */
export function detectInfiniteLoop(callstack: readonly string[]): boolean {
  if (callstack.length < MAX_WORKFLOW_REPEATS) return false;
  const current = callstack[callstack.length - 1];
  let count = 0;
  for (const id of callstack) if (id === current) count += 1;
  return count >= MAX_WORKFLOW_REPEATS;
}
