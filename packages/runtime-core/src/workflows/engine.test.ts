/** Workflow rules, table-driven: order, branches, disabled actions, errors, loop guard, triggers. */
import { describe, expect, it, vi } from 'vitest';
import { createTestRuntime } from '../testing/test-runtime';
import { f, workflow } from '../testing/workflow-builder';
import type { ActionHandler } from './types';

/** A runtime with `mark` (records its label, returns `value` or the label) and `fail` actions. */
function setup(options: Parameters<typeof createTestRuntime>[0] = {}) {
  const seen: string[] = [];
  const mark: ActionHandler = (action, context) => {
    seen.push(String(action.label ?? context.actionId));
    return action.value === undefined ? action.label : context.evaluate(action.value);
  };
  const fail: ActionHandler = (action) => {
    throw new Error(String(action.message ?? 'boom'));
  };
  const runtime = createTestRuntime({ ...options, actions: { mark, fail, ...options.actions } });
  return { runtime, seen };
}

describe('workflow engine', () => {
  it('starts at the first action and follows next; the result is the last result', async () => {
    const { runtime, seen } = setup();
    const outcome = await runtime.runWorkflow(
      workflow('w', {
        a: { type: 'mark', label: 'a', next: 'b' },
        b: { type: 'mark', label: 'b', next: 'c' },
        c: { type: 'mark', label: 'c' },
      }),
    );
    expect(seen).toEqual(['a', 'b', 'c']);
    expect(outcome.result).toBe('c');
    expect(outcome.error).toBeUndefined();
  });

  it.each([
    ['yes', ['split', 'yes-branch', 'after']],
    ['no', ['split', 'no-branch', 'after']],
    ['other', ['split', 'default-branch', 'after']],
  ])('follows the branch matching %j (else the default), then the parent next', async (value, expected) => {
    const { runtime, seen } = setup();
    await runtime.runWorkflow(
      workflow('w', {
        split: {
          type: 'mark',
          label: 'split',
          value,
          next: 'after',
          branches: [
            { value: 'yes', id: 'y' },
            { value: 'no', id: 'n' },
            { isDefault: true, id: 'd' },
          ],
        },
        y: { type: 'mark', label: 'yes-branch' },
        n: { type: 'mark', label: 'no-branch' },
        d: { type: 'mark', label: 'default-branch' },
        after: { type: 'mark', label: 'after' },
      }),
    );
    expect(seen).toEqual(expected);
  });

  it('follows next when no branch matches and none is the default', async () => {
    const { runtime, seen } = setup();
    await runtime.runWorkflow(
      workflow('w', {
        split: { type: 'mark', label: 'split', value: 3, next: 'after', branches: [{ value: 1, id: 'one' }] },
        one: { type: 'mark', label: 'one' },
        after: { type: 'mark', label: 'after' },
      }),
    );
    expect(seen).toEqual(['split', 'after']);
  });

  it('returns to each enclosing next after nested branches, innermost first', async () => {
    const { runtime, seen } = setup();
    await runtime.runWorkflow(
      workflow('w', {
        outer: { type: 'mark', label: 'outer', value: true, next: 'outer-next', branches: [{ value: true, id: 'inner' }] },
        inner: { type: 'mark', label: 'inner', value: true, next: 'inner-next', branches: [{ value: true, id: 'deep' }] },
        deep: { type: 'mark', label: 'deep' },
        'inner-next': { type: 'mark', label: 'inner-next' },
        'outer-next': { type: 'mark', label: 'outer-next' },
      }),
    );
    expect(seen).toEqual(['outer', 'inner', 'deep', 'inner-next', 'outer-next']);
  });

  it('skips disabled actions, which follow no branch but keep the chain going', async () => {
    const { runtime, seen } = setup();
    const outcome = await runtime.runWorkflow(
      workflow('w', {
        off: {
          type: 'mark',
          label: 'off',
          disabled: true,
          value: true,
          next: 'last',
          branches: [
            { value: undefined, id: 'never' },
            { isDefault: true, id: 'never' },
          ],
        },
        never: { type: 'mark', label: 'never' },
        last: { type: 'mark', label: 'last', value: f("context.workflow['off'] === undefined ? 'no record' : 'record'") },
      }),
    );
    expect(seen).toEqual(['last']);
    expect(outcome.result).toBe('no record');
  });

  it('lets later formulas read earlier results', async () => {
    const { runtime } = setup();
    const outcome = await runtime.runWorkflow(
      workflow('w', {
        first: { type: 'mark', value: 21, next: 'second' },
        second: { type: 'mark', value: f("context.workflow['first'].result * 2") },
      }),
    );
    expect(outcome.result).toBe(42);
    expect(outcome.results?.first).toEqual({ result: 21, error: null });
  });

  it('stores a failing action error as its result, logs it, rethrows it and runs the error branch', async () => {
    const { runtime, seen } = setup();
    const outcome = await runtime.runWorkflow(
      workflow(
        'w',
        {
          ok: { type: 'mark', label: 'ok', next: 'bad' },
          bad: { type: 'fail', message: 'Nope', next: 'skipped' },
          skipped: { type: 'mark', label: 'skipped' },
          handle: {
            type: 'mark',
            label: 'handle',
            value: f("context.workflow.error.message + ' / ' + context.workflow['bad'].error.message"),
            next: 'handled',
          },
          handled: { type: 'mark', label: 'handled', value: f("'done'") },
        },
        { firstErrorAction: 'handle' },
      ),
    );
    expect(seen).toEqual(['ok', 'handle', 'handled']);
    expect((outcome.error as Error).message).toBe('Nope');
    expect(outcome.result).toBe('done');
    expect(outcome.results?.handle).toEqual({ result: 'Nope / Nope', error: null });
    expect(runtime.log.messages('error')).toEqual([
      'An error happened during the execution of the workflow',
      'Workflow triggered an error',
    ]);
  });

  it('keeps the first error when the error branch fails too', async () => {
    const { runtime } = setup();
    const outcome = await runtime.runWorkflow(
      workflow('w', { bad: { type: 'fail', message: 'first' }, worse: { type: 'fail', message: 'second' } }, { firstErrorAction: 'worse' }),
    );
    expect((outcome.error as Error).message).toBe('first');
    expect(runtime.log.messages('error')).toContain('The error branch failed');
  });

  it('a workflow without an error branch reports the error', async () => {
    const { runtime } = setup();
    const outcome = await runtime.runWorkflow(workflow('w', { bad: { type: 'fail', message: 'x' } }));
    expect((outcome.error as Error).message).toBe('x');
    expect(outcome.result).toBeUndefined();
  });

  it.each([
    [['A'], 'A', false],
    [['A', 'A'], 'A', false],
    [['A', 'A', 'A'], 'A', true],
    [['A', 'B', 'A', 'B', 'A'], 'A', true],
    [['A', 'B', 'B'], 'B', false],
  ])('the loop guard on call chain %j stops=%s', async (chain, _last, stops) => {
    const { runtime } = setup();
    const outcome = await runtime.runWorkflow(workflow(chain[chain.length - 1] as string, { a: { type: 'mark', label: 'ran' } }), {
      callstack: chain.slice(0, -1),
    });
    expect(outcome.stopped === true).toBe(stops);
    if (stops) expect(runtime.log.messages('warn')).toContain('Possible infinity loop detected! Workflow was stopped.');
  });

  it('stops a workflow that keeps triggering itself at its third run', async () => {
    const { runtime, seen } = setup({
      appWorkflows: [
        workflow('self', { count: { type: 'mark', label: 'run', next: 'again' }, again: { type: 'execute-workflow', workflowId: 'self' } }),
      ],
    });
    const outcome = await runtime.runWorkflow('self');
    expect(seen).toEqual(['run', 'run']);
    expect(outcome.error).toBeUndefined();
    expect(runtime.log.messages('warn')).toEqual(['Possible infinity loop detected! Workflow was stopped.']);
  });

  it('ends the whole workflow on return, even inside branches', async () => {
    const { runtime, seen } = setup();
    const outcome = await runtime.runWorkflow(
      workflow('w', {
        split: { type: 'if', value: true, next: 'after', branches: [{ value: true, id: 'ret' }] },
        ret: { type: 'return', value: f("'early'") },
        after: { type: 'mark', label: 'after' },
      }),
    );
    expect(outcome.result).toBe('early');
    expect(seen).toEqual([]);
  });

  it('logs and skips unknown action types; a missing action id ends the chain', async () => {
    const { runtime, seen } = setup();
    await runtime.runWorkflow(workflow('w', { odd: { type: 'plugin:unknown', next: 'a' }, a: { type: 'mark', label: 'a', next: 'gone' } }));
    expect(seen).toEqual(['a']);
    expect(runtime.log.messages('warn')).toEqual(['Unknown action type "plugin:unknown"']);
  });

  it('gives formulas the event, the parameters and the extra context', async () => {
    const { runtime } = setup();
    const outcome = await runtime.runWorkflow(
      workflow('w', { read: { type: 'mark', value: f('[event.value, context.parameters.p, context.item.x]') } }),
      { event: { value: 'typed' }, parameters: { p: 1 }, context: { item: { x: 2 } } },
    );
    expect(outcome.result).toEqual(['typed', 1, 2]);
  });

  it('runs async handlers and awaits them in order', async () => {
    const order: string[] = [];
    const { runtime } = setup({
      actions: {
        slow: async (action) => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          order.push(String(action.label));
          return action.label;
        },
      },
    });
    const outcome = await runtime.runWorkflow(
      workflow('w', { a: { type: 'slow', label: 'a', next: 'b' }, b: { type: 'slow', label: 'b' } }),
    );
    expect(order).toEqual(['a', 'b']);
    expect(outcome.result).toBe('b');
  });

  describe('triggers', () => {
    const page = [
      workflow('p-load', { a: { type: 'mark', label: 'page onload' } }, { trigger: 'onload' }),
      workflow('p-fetch', { a: { type: 'mark', label: 'page before fetch' } }, { trigger: 'before-collection-fetch' }),
      workflow('p-unload', { a: { type: 'mark', label: 'page unload' } }, { trigger: 'page-unload' }),
    ];
    const app = [
      workflow('a-load', { a: { type: 'mark', label: 'app onload' } }, { trigger: 'onload-app' }),
      workflow('a-fetch', { a: { type: 'mark', label: 'app before fetch' } }, { trigger: 'before-collection-fetch-app' }),
      workflow('a-other', { a: { type: 'mark', label: 'app onload (page trigger)' } }, { trigger: 'onload' }),
    ];
    it.each([
      ['onload', ['page onload']],
      ['onload-app', ['app onload']],
      ['before-collection-fetch', ['page before fetch']],
      ['before-collection-fetch-app', ['app before fetch']],
      ['page-unload', ['page unload']],
      ['nothing', []],
    ])('%s runs %j', async (trigger, expected) => {
      const { runtime, seen } = setup({ pageWorkflows: page, appWorkflows: app });
      await runtime.runTrigger(trigger);
      expect(seen).toEqual(expected);
    });

    it('element events run the element workflows listening to the event, with its payload', async () => {
      const { runtime, seen } = setup();
      const element = [
        workflow('click', { a: { type: 'mark', label: 'click', value: f('event.x') } }, { trigger: 'click' }),
        workflow('change', { a: { type: 'mark', label: 'change' } }, { trigger: 'change' }),
      ];
      const outcomes = await runtime.runElementEvent(element, 'click', { x: 7 }, { uid: 'button-1' });
      expect(seen).toEqual(['click']);
      expect(outcomes[0]?.result).toBe(7);
    });
  });

  it('does not wait for anything between synchronous actions', async () => {
    const { runtime } = setup();
    // Once the engine's code is there (a first workflow, or the browser's start, loads it).
    await runtime.loadWorkflows();
    const sync = vi.fn(() => 1);
    runtime.actions.register('sync', sync);
    const actions: Record<string, { type: string; next?: string }> = {};
    for (let i = 0; i < 100; i += 1) actions[`a${i}`] = { type: 'sync', ...(i < 99 ? { next: `a${i + 1}` } : {}) };
    const running = runtime.runWorkflow(workflow('w', actions));
    expect(sync).toHaveBeenCalledTimes(100);
    await running;
  });
});
