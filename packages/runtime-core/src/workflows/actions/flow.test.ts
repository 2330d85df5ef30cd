/** Flow actions: branching, filter, wait, log, throw, try/catch and loops. */
import { describe, expect, it } from 'vitest';
import { createTestRuntime } from '../../testing/test-runtime';
import { f, workflow } from '../../testing/workflow-builder';

describe('flow actions', () => {
  it('if returns a boolean that selects the true / false branch', async () => {
    const runtime = createTestRuntime({ variables: [{ id: 'n', type: 'number', defaultValue: 5 }] });
    const outcome = await runtime.runWorkflow(
      workflow('w', {
        check: {
          type: 'if',
          value: f("variables['n'] > 3"),
          branches: [
            { value: true, id: 'big' },
            { value: false, id: 'small' },
          ],
        },
        big: { type: 'return', value: 'big' },
        small: { type: 'return', value: 'small' },
      }),
    );
    expect(outcome.result).toBe('big');
    expect(outcome.results?.check).toEqual({ result: true, error: null });
  });

  it('switch selects the branch with the same value, else the default', async () => {
    const run = async (value: string) => {
      const runtime = createTestRuntime();
      return (
        await runtime.runWorkflow(
          workflow('w', {
            pick: {
              type: 'switch',
              value,
              branches: [
                { value: 'a', id: 'ra' },
                { value: 'b', id: 'rb' },
                { isDefault: true, id: 'rd' },
              ],
            },
            ra: { type: 'return', value: 'A' },
            rb: { type: 'return', value: 'B' },
            rd: { type: 'return', value: 'default' },
          }),
        )
      ).result;
    };
    expect(await run('a')).toBe('A');
    expect(await run('b')).toBe('B');
    expect(await run('z')).toBe('default');
  });

  it('filter stops the chain when its condition is false', async () => {
    const runtime = createTestRuntime({ variables: [{ id: 'hits', type: 'number', defaultValue: 0 }] });
    const bump = { type: 'variable', varId: 'hits', varValue: f("variables['hits'] + 1") };
    await runtime.runWorkflow(workflow('w', { gate: { type: 'filter', value: false, next: 'bump' }, bump }));
    expect(runtime.variables.peek('hits')).toBe(0);
    await runtime.runWorkflow(workflow('w', { gate: { type: 'filter', value: true, next: 'bump' }, bump }));
    expect(runtime.variables.peek('hits')).toBe(1);
  });

  it('wait sleeps the given milliseconds through the timers', async () => {
    const runtime = createTestRuntime();
    await runtime.runWorkflow(workflow('w', { a: { type: 'wait', value: 250, next: 'b' }, b: { type: 'wait', duration: f('100 * 2') } }));
    expect(runtime.memory.timers.slept).toEqual([250, 200]);
  });

  it('log shows a message at a level, with a preview', async () => {
    const runtime = createTestRuntime();
    await runtime.runWorkflow(workflow('w', { a: { type: 'log', message: f("'Saved ' + 3"), level: 'warn', preview: f('[1]') } }));
    expect(runtime.log.entries).toContainEqual({
      level: 'warn',
      message: 'Saved 3',
      meta: { workflowId: 'w', actionId: 'a', preview: [1] },
    });
  });

  it('throw raises an error that try/catch hands to its catch chain', async () => {
    const runtime = createTestRuntime();
    const outcome = await runtime.runWorkflow(
      workflow('w', {
        guard: { type: 'try-catch', try: 't1', catch: 'c1', next: 'after' },
        t1: { type: 'throw', message: 'Out of stock', next: 't2' },
        t2: { type: 'return', value: 'not reached' },
        c1: { type: 'return', value: f("'caught: ' + context.workflow['guard'].error.message") },
        after: { type: 'return', value: 'after' },
      }),
    );
    expect(outcome.error).toBeUndefined();
    expect(outcome.result).toBe('caught: Out of stock');
  });

  it('try/catch without an error gives the try result and goes on', async () => {
    const runtime = createTestRuntime();
    const outcome = await runtime.runWorkflow(
      workflow('w', {
        guard: { type: 'try-catch', try: 't1', catch: 'c1', next: 'after' },
        t1: { type: 'switch', value: 'fine' },
        c1: { type: 'return', value: 'caught' },
        after: { type: 'switch', value: f("context.workflow['guard'].result + '!'") },
      }),
    );
    expect(outcome.result).toBe('fine!');
  });

  it('an error in a catch chain fails the workflow', async () => {
    const runtime = createTestRuntime();
    const outcome = await runtime.runWorkflow(
      workflow('w', {
        guard: { type: 'try-catch', try: 't1', catch: 'c1' },
        t1: { type: 'throw', message: 'first' },
        c1: { type: 'throw', message: 'second' },
      }),
    );
    expect((outcome.error as Error).message).toBe('second');
  });
});

describe('loops', () => {
  it('loop runs its body per item; the body reads the loop state', async () => {
    const runtime = createTestRuntime({ variables: [{ id: 'out', type: 'array', defaultValue: [] }] });
    const outcome = await runtime.runWorkflow(
      workflow('w', {
        each: { type: 'loop', value: f("['a', 'b', 'c']"), loop: 'push', next: 'done' },
        push: {
          type: 'variable',
          varId: 'out',
          arrayUpdateType: 'push',
          varValue: f(
            "context.workflow['each'].loop.item + context.workflow['each'].loop.index + '/' + context.workflow['each'].loop.items.length",
          ),
        },
        done: { type: 'switch', value: f("context.workflow['each'].result") },
      }),
    );
    expect(runtime.variables.peek('out')).toEqual(['a0/3', 'b1/3', 'c2/3']);
    expect(outcome.result).toEqual(['a0/3', 'b1/3', 'c2/3']);
  });

  it('loops over a collection', async () => {
    const runtime = createTestRuntime({
      collections: [{ id: 'c', data: [{ v: 1 }, { v: 2 }] }],
      variables: [{ id: 'sum', type: 'number', defaultValue: 0 }],
    });
    await runtime.runWorkflow(
      workflow('w', {
        each: { type: 'loop', value: f("collections['c']"), loop: 'add' },
        add: { type: 'variable', varId: 'sum', varValue: f("variables['sum'] + context.workflow['each'].loop.item.v") },
      }),
    );
    expect(runtime.variables.peek('sum')).toBe(3);
  });

  it('continue skips to the next item and break leaves the innermost loop only', async () => {
    const runtime = createTestRuntime({ variables: [{ id: 'out', type: 'array', defaultValue: [] }] });
    await runtime.runWorkflow(
      workflow('w', {
        outer: { type: 'loop', value: f('[1, 2]'), loop: 'inner' },
        inner: { type: 'loop', value: f('[1, 2, 3, 4]'), loop: 'skip' },
        skip: { type: 'continue-loop', value: f("context.workflow['inner'].loop.item === 2"), next: 'stop' },
        stop: { type: 'break-loop', value: f("context.workflow['inner'].loop.item === 4"), next: 'push' },
        push: {
          type: 'variable',
          varId: 'out',
          arrayUpdateType: 'push',
          varValue: f("context.workflow['outer'].loop.item * 10 + context.workflow['inner'].loop.item"),
        },
      }),
    );
    expect(runtime.variables.peek('out')).toEqual([11, 13, 21, 23]);
  });

  it('return inside a loop ends the workflow', async () => {
    const runtime = createTestRuntime();
    const outcome = await runtime.runWorkflow(
      workflow('w', {
        each: { type: 'loop', value: f('[5, 6, 7]'), loop: 'check', next: 'after' },
        check: { type: 'if', value: f("context.workflow['each'].loop.item === 6"), branches: [{ value: true, id: 'ret' }] },
        ret: { type: 'return', value: f("'found ' + context.workflow['each'].loop.index") },
        after: { type: 'return', value: 'not found' },
      }),
    );
    expect(outcome.result).toBe('found 1');
  });

  it('while loop repeats while its condition holds', async () => {
    const runtime = createTestRuntime({ variables: [{ id: 'n', type: 'number', defaultValue: 0 }] });
    const outcome = await runtime.runWorkflow(
      workflow('w', {
        repeat: { type: 'while-loop', value: f("variables['n'] < 5"), loop: 'inc', next: 'done' },
        inc: { type: 'variable', varId: 'n', varValue: f("variables['n'] + 1") },
        done: { type: 'switch', value: f("variables['n']") },
      }),
    );
    expect(outcome.result).toBe(5);
  });

  it('an error inside the loop body fails the loop action', async () => {
    const runtime = createTestRuntime();
    const outcome = await runtime.runWorkflow(
      workflow('w', { each: { type: 'loop', value: f('[1]'), loop: 'bad' }, bad: { type: 'throw', message: 'inside' } }),
    );
    expect((outcome.error as Error).message).toBe('inside');
    expect((outcome.results?.each as { error: { message: string } }).error.message).toBe('inside');
  });
});
