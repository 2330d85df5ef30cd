/** yieldToBrowser: resumes in a later task, once every pending microtask has run. */
import { describe, expect, it } from 'vitest';
import { yieldToBrowser } from './yield-to-browser';

describe('yieldToBrowser', () => {
  it('resumes after the current task and its microtasks', async () => {
    const order: string[] = [];
    const yielded = yieldToBrowser().then(() => order.push('resumed'));
    // A long chain of promise continuations: all of them belong to the current task.
    let chain = Promise.resolve();
    for (let step = 0; step < 1000; step++) chain = chain.then(() => undefined);
    void chain.then(() => order.push('microtasks done'));
    await yielded;
    expect(order).toEqual(['microtasks done', 'resumed']);
  });
});
