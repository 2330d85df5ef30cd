/** Test support: runs one plugin action through a runtime's workflow engine and returns its result or throws its error. */
import type { ActionRecord, Runtime } from '@kit/runtime-core';

export async function runAction(runtime: Runtime, type: string, settings: Record<string, unknown> = {}): Promise<unknown> {
  const outcome = await runtime.runWorkflow({ id: `run-${type}`, actions: { a: { id: 'a', type, ...settings } }, firstAction: 'a' });
  if (outcome.error !== undefined) throw outcome.error;
  return (outcome.results?.a as ActionRecord | undefined)?.result;
}
