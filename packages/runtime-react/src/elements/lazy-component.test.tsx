/** Lazily loaded element components: they suspend until loaded, render synchronously once preloaded, and load once. */
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyElementComponent } from './lazy-component';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyElementComponent', () => {
  it('suspends before its chunk is loaded and renders synchronously after preload, loading it once', async () => {
    let loads = 0;
    const Lazy = lazyElementComponent<{ name: string }>(async () => {
      loads += 1;
      return Greeting;
    });
    const tree = (
      <Suspense fallback={<i>loading</i>}>
        <Lazy name="Ada" />
      </Suspense>
    );
    expect(renderToString(tree)).toContain('loading');
    await Lazy.preload();
    await Lazy.preload();
    expect(renderToString(tree)).toContain('Hello <!-- -->Ada');
    expect(loads).toBe(1);
  });
});
