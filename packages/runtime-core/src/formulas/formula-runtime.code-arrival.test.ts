/** Bindings whose formula needs code not loaded yet (a helper's chunk, the parser): undefined, then recomputed. */
import { FormulaError } from '@kit/formula';
import { describe, expect, it, vi } from 'vitest';
import { createTestRuntime } from '../testing/test-runtime';
import { f } from '../testing/workflow-builder';

/** A plugin formula standing for a helper whose chunk has not arrived while `loaded` is false. */
function runtimeWithLateHelper() {
  const state = { loaded: false };
  const runtime = createTestRuntime({});
  runtime.formulas.setPluginFormulas({
    late: {
      shout: (text: string) => {
        if (!state.loaded) throw new FormulaError('FORMULA_NOT_LOADED', 'shout is not loaded yet');
        return text.toUpperCase();
      },
    },
  });
  return { runtime, state };
}

describe('bindings and formula code not loaded yet', () => {
  it('give undefined without logging an error, then recompute once the code has arrived', async () => {
    const { runtime, state } = runtimeWithLateHelper();
    const shouted = runtime.formulas.bind(f("pluginFormulas.late.shout('ready')"));
    const listener = vi.fn();
    shouted.subscribe(listener);
    expect(shouted.get()).toBeUndefined();
    state.loaded = true;
    await vi.waitFor(() => expect(listener).toHaveBeenCalled());
    expect(shouted.get()).toBe('READY');
    expect(runtime.log.entries.filter((entry) => entry.level === 'error')).toEqual([]);
  });

  it('log the error when the code is still missing after it was loaded (a defect), without recomputing forever', async () => {
    const { runtime } = runtimeWithLateHelper();
    const shouted = runtime.formulas.bind(f("pluginFormulas.late.shout('never')"));
    shouted.subscribe(() => undefined);
    expect(shouted.get()).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shouted.get()).toBeUndefined();
    expect(runtime.log.entries).toMatchObject([{ level: 'error', message: 'shout is not loaded yet' }]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shouted.get()).toBeUndefined();
    expect(runtime.log.entries).toHaveLength(1);
  });
});
