/** The generic actions' own chunk: every type is registered by name, and a workflow's first action waits for the code. */
import { describe, expect, it, vi } from 'vitest';
import { createTestRuntime } from '../../testing/test-runtime';
import { workflow } from '../../testing/workflow-builder';
import { GENERIC_ACTIONS } from './generic';
import { GENERIC_ACTION_TYPES, createDefaultActionRegistry } from './index';

describe('lazily loaded generic actions', () => {
  it('registers exactly the types the chunk handles', () => {
    expect([...GENERIC_ACTION_TYPES].sort()).toEqual(Object.keys(GENERIC_ACTIONS).sort());
    expect(createDefaultActionRegistry().types().sort()).toEqual([...GENERIC_ACTION_TYPES].sort());
  });

  it('runs a workflow whose actions have not loaded yet', async () => {
    vi.resetModules();
    const fresh = await import('../../testing/test-runtime');
    const runtime = fresh.createTestRuntime({ variables: [{ id: 'n', type: 'number', defaultValue: 1 }] });
    const outcome = await runtime.runWorkflow(
      workflow('w', {
        set: { type: 'variable', varId: 'n', varValue: 7, next: 'done' },
        done: { type: 'return', value: 'ok' },
      }),
    );
    expect(outcome.error).toBeUndefined();
    expect(outcome.result).toBe('ok');
    expect(runtime.variables.peek('n')).toBe(7);
  });

  it('runs an action synchronously once the chunk is there', async () => {
    const runtime = createTestRuntime();
    await runtime.runWorkflow(workflow('warm', { log: { type: 'log', message: 'warm' } }));
    const handler = runtime.actions.get('log');
    const result = handler?.(
      { id: 'l', type: 'log', message: 'now' } as never,
      { evaluate: (value: unknown) => value, log: () => undefined } as never,
    );
    expect(result instanceof Promise).toBe(false);
  });
});
