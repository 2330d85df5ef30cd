/** createRuntime wiring and defaults. */
import { describe, expect, it } from 'vitest';
import { createMemoryLogger } from './adapters/logger';
import { createRuntime } from './create-runtime';
import { f, workflow } from './testing/workflow-builder';

describe('createRuntime', () => {
  it('works in Node with its in-memory defaults', async () => {
    const logger = createMemoryLogger();
    const runtime = createRuntime({
      logger,
      variables: [{ id: 'n', type: 'number', defaultValue: 1 }],
      pageWorkflows: [
        workflow('load', { inc: { type: 'variable', varId: 'n', varValue: f("variables['n'] + 1") } }, { trigger: 'onload' }),
      ],
    });
    expect(runtime.services.clipboard).toBeUndefined();
    expect(runtime.services.geolocation).toBeUndefined();
    await runtime.runTrigger('onload');
    expect(runtime.variables.peek('n')).toBe(2);
  });

  it('accepts extra action types and services', async () => {
    const runtime = createRuntime({
      logger: createMemoryLogger(),
      actions: { 'plugin:echo': (action, context) => context.evaluate(action.value) },
    });
    const outcome = await runtime.runWorkflow(workflow('w', { echo: { type: 'plugin:echo', value: f("'from a plugin'") } }));
    expect(outcome.result).toBe('from a plugin');
    expect(runtime.actions.has('variable')).toBe(true);
  });

  it('reports an unknown workflow id', async () => {
    const logger = createMemoryLogger();
    const runtime = createRuntime({ logger });
    expect(await runtime.runWorkflow('nope')).toEqual({});
    expect(logger.messages('warn')).toEqual(['Workflow not found.']);
  });

  it('finds page workflows before app workflows', async () => {
    const runtime = createRuntime({
      logger: createMemoryLogger(),
      appWorkflows: [workflow('same', { r: { type: 'return', value: 'app' } })],
      pageWorkflows: [workflow('same', { r: { type: 'return', value: 'page' } })],
    });
    expect((await runtime.runWorkflow('same')).result).toBe('page');
    runtime.workflows.setPageWorkflows([]);
    expect((await runtime.runWorkflow('same')).result).toBe('app');
  });
});
