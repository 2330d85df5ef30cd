/** Formulas inside the runtime: scope, bindings and named formulas. */
import { describe, expect, it, vi } from 'vitest';
import { createTestRuntime } from '../testing/test-runtime';
import { f } from '../testing/workflow-builder';

describe('formulas in the runtime', () => {
  const setup = () =>
    createTestRuntime({
      variables: [
        { id: 'v-first', name: 'first', type: 'string', defaultValue: 'Ann' },
        { id: 'v-count', name: 'count', type: 'number', defaultValue: 1 },
      ],
      collections: [{ id: 'c-people', name: 'people', data: [{ id: 1 }] }],
      globalContext: { page: { id: 'home' }, browser: { path: '/' } },
      namedFormulas: [{ id: 'nf1', name: 'greet', code: "'Hi ' + who", parameters: [{ name: 'who' }] }],
      languages: ['en', 'fr'],
      getUserRoles: () => ['editor'],
    });

  it('see variables, collections, globalContext, named formulas, context and event', () => {
    const runtime = setup();
    const value = runtime.formulas.evaluate(
      f(
        "[variables['v-first'], variables.count, collections['c-people'].data.length, collections.people.data[0].id, globalContext.page.id, formulas.greet('Bo'), context.item, event.x, matchAnyRoles(['editor'])]",
      ),
      { context: { item: 'row' }, event: { x: 9 } },
    );
    expect(value).toEqual(['Ann', 1, 1, 1, 'home', 'Hi Bo', 'row', 9, true]);
  });

  it('bindings recompute only when what they read changes', () => {
    const runtime = setup();
    const compute = vi.fn();
    const greeting = runtime.formulas.bind({ text: f("'Hello ' + variables['v-first']"), static: 1 });
    const listener = vi.fn(() => compute(greeting.get()));
    greeting.subscribe(listener);
    runtime.variables.set('v-count', 2);
    runtime.globalContext.set('page', { id: 'about' });
    expect(listener).not.toHaveBeenCalled();
    runtime.variables.set('v-first', 'Bea');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(compute).toHaveBeenCalledWith({ text: 'Hello Bea', static: 1 });
  });

  it('a binding whose new result is the same data keeps its last result and tells no reader', () => {
    const runtime = setup();
    // A link target built anew from a variable: 'Ann' and 'ann' give the same path.
    const link = runtime.formulas.bind(f("({ kind: 'path', path: '/people/' + lower(variables['v-first']) })"));
    const first = link.get();
    const listener = vi.fn();
    link.subscribe(listener);
    runtime.variables.set('v-first', 'ann');
    expect(listener).not.toHaveBeenCalled();
    expect(link.get()).toBe(first);
    runtime.variables.set('v-first', 'Bo');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(link.get()).toEqual({ kind: 'path', path: '/people/bo' });
  });

  it('bindings follow globalContext keys and the language', () => {
    const runtime = setup();
    const page = runtime.formulas.bind(f('globalContext.page.id'));
    expect(page.get()).toBe('home');
    runtime.globalContext.set('page', { id: 'about' });
    expect(page.get()).toBe('about');
    const text = runtime.formulas.bind(f("translate({ en: 'Yes', fr: 'Oui' })"));
    const listener = vi.fn();
    text.subscribe(listener);
    runtime.services.language.setLang('fr');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(text.get()).toBe('Oui');
  });

  it('a failing binding gives undefined and logs the formula error', () => {
    const runtime = setup();
    const broken = runtime.formulas.bind(f('variables.nope.deep'));
    expect(broken.get()).toBeUndefined();
    expect(runtime.log.entries[0]).toMatchObject({
      level: 'error',
      message: "Cannot read properties of undefined (reading 'deep')",
      meta: { error: { code: 'FORMULA_TYPE' } },
    });
  });

  it('evaluate throws formula errors, such as the truncated-formula message', () => {
    const runtime = setup();
    expect(() => runtime.formulas.evaluate(f("variables['v-first'] +"))).toThrow('Unexpected end of formula.');
  });

  it('reads plugin formulas registered later', () => {
    const runtime = setup();
    runtime.formulas.setPluginFormulas({ supabase: { userId: () => 'u1' } });
    expect(runtime.formulas.evaluate(f('pluginFormulas.supabase.userId()'))).toBe('u1');
  });

  it('replaces named formulas', () => {
    const runtime = setup();
    runtime.formulas.setNamedFormulas([{ id: 'x', name: 'twice', code: 'n * 2', parameters: [{ name: 'n' }] }]);
    expect(runtime.formulas.evaluate(f('formulas.twice(4)'))).toBe(8);
    expect(runtime.formulas.formulas.greet).toBeUndefined();
  });
});
