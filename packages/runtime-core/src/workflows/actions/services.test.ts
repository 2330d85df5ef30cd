/** Actions that use services: variables, collections, navigation, files, popups, elements, custom code. */
import { describe, expect, it, vi } from 'vitest';
import { createTestRuntime } from '../../testing/test-runtime';
import { f, workflow } from '../../testing/workflow-builder';
import type { ActionDefinition } from '../types';

const run = (runtime: ReturnType<typeof createTestRuntime>, actions: Record<string, ActionDefinition>, extra = {}) =>
  runtime.runWorkflow(workflow('w', actions, extra));

describe('variable actions', () => {
  const variables = [
    { id: 'count', type: 'number' as const, defaultValue: 0 },
    { id: 'user', type: 'object' as const, defaultValue: { name: 'Ann', tags: [] } },
    { id: 'list', type: 'array' as const, defaultValue: ['a', 'b'] },
  ];

  it('set variable writes the resolved value and returns it', async () => {
    const runtime = createTestRuntime({ variables });
    const outcome = await run(runtime, { set: { type: 'variable', varId: 'count', varValue: f("'41.5'") } });
    expect(outcome.result).toBe(41.5);
    expect(runtime.variables.peek('count')).toBe(41.5);
  });

  it('set variable with a path and with an array update at an index', async () => {
    const runtime = createTestRuntime({ variables });
    await run(runtime, {
      name: { type: 'variable', varId: 'user', usePath: true, path: f("'name'"), varValue: 'Bea', next: 'tag' },
      tag: { type: 'variable', varId: 'user', usePath: true, path: 'tags[0]', varValue: 'vip', next: 'ins' },
      ins: { type: 'variable', varId: 'list', arrayUpdateType: 'insert', index: f('1'), varValue: 'x', next: 'del' },
      del: { type: 'variable', varId: 'list', arrayUpdateType: 'delete', index: 0 },
    });
    expect(runtime.variables.peek('user')).toEqual({ name: 'Bea', tags: ['vip'] });
    expect(runtime.variables.peek('list')).toEqual(['x', 'b']);
  });

  it('a typed update error fails the action with the seed message', async () => {
    const runtime = createTestRuntime({ variables: [{ id: 'flag', type: 'boolean' }] });
    const outcome = await run(runtime, { set: { type: 'variable', varId: 'flag', varValue: 'perhaps' } });
    expect((outcome.error as Error).message).toBe('value must be a boolean');
  });

  it('a missing variable is logged only', async () => {
    const runtime = createTestRuntime();
    const outcome = await run(runtime, { set: { type: 'variable', varId: 'ghost', varValue: 1 } });
    expect(outcome.error).toBeUndefined();
    expect(runtime.log.messages('warn')).toEqual(['Variable not found.']);
  });

  it('reset variables restores the defaults and skips unknown ids', async () => {
    const runtime = createTestRuntime({ variables });
    runtime.variables.set('count', 9);
    runtime.variables.set('list', ['z']);
    await run(runtime, { reset: { type: 'reset-variables', varsId: ['count', 'list', 'ghost', ''] } });
    expect(runtime.variables.peek('count')).toBe(0);
    expect(runtime.variables.peek('list')).toEqual(['a', 'b']);
    expect(runtime.log.messages('warn')).toEqual(['Variable not found.']);
  });
});

describe('collection actions', () => {
  it('fetch one or several collections through the collection service', async () => {
    const runtime = createTestRuntime({
      collections: [
        { id: 'a', data: [1] },
        { id: 'b', data: [2] },
      ],
    });
    await run(runtime, {
      one: { type: 'fetch-collection', collectionId: 'a', next: 'many' },
      many: { type: 'fetch-collections', collectionsId: ['a', 'b', null] },
    });
    expect(runtime.memory.collections.fetched).toEqual(['a', 'a', 'b']);
  });
});

describe('navigation actions', () => {
  const pages = [{ id: 'home' }, { id: 'product' }];

  it('navigates to a page with parameters, query (list or object), section and new tab', async () => {
    const runtime = createTestRuntime({ pages });
    await run(runtime, {
      go: {
        type: 'change-page',
        pageId: f("{ id: 'product' }"),
        parameters: { productId: f("'p-' + 7") },
        queries: f("[{ name: 'tab', value: 'specs' }, { name: '', value: 'skipped' }]"),
        section: 'reviews',
        openInNewTab: true,
        next: 'again',
      },
      again: { type: 'change-page', pageId: 'home', queries: f('{ ref: 1 }') },
    });
    expect(runtime.memory.navigation.visits).toEqual([
      { kind: 'page', pageId: 'product', parameters: { productId: 'p-7' }, query: { tab: 'specs' }, section: 'reviews', newTab: true },
      { kind: 'page', pageId: 'home', parameters: {}, query: { ref: 1 }, newTab: false },
    ]);
  });

  it.each([
    ['/products/', '/products'],
    ['/', '/'],
    ['/a/b', '/a/b'],
  ])('path mode navigates to %j as %j', async (path, expected) => {
    const runtime = createTestRuntime({ pages });
    await run(runtime, { go: { type: 'change-page', mode: 'path', path } });
    expect(runtime.memory.navigation.visits).toEqual([{ kind: 'path', path: expected, newTab: false }]);
  });

  it('opens external URLs', async () => {
    const runtime = createTestRuntime();
    await run(runtime, {
      go: { type: 'change-page', navigateMode: 'external', externalUrl: f("'https://example.com/' + 1"), openInNewTab: true },
    });
    expect(runtime.memory.navigation.visits).toEqual([{ kind: 'external', url: 'https://example.com/1', newTab: true }]);
  });

  it('previous page goes back, or to the fallback page without history', async () => {
    const withHistory = createTestRuntime({ pages, canGoBack: true });
    await run(withHistory, { back: { type: 'previous-page', pageId: 'home' } });
    expect(withHistory.memory.navigation.backs).toBe(1);
    expect(withHistory.memory.navigation.visits).toEqual([]);
    const fresh = createTestRuntime({ pages });
    await run(fresh, { back: { type: 'previous-page', pageId: 'home' } });
    expect(fresh.memory.navigation.visits).toEqual([{ kind: 'page', pageId: 'home' }]);
  });

  it('changes the language; formulas translate with it', async () => {
    const runtime = createTestRuntime({ languages: ['en', 'fr'] });
    const outcome = await run(runtime, {
      lang: { type: 'change-lang', lang: f("'fr'"), next: 'say' },
      say: { type: 'switch', value: f("translate({ en: 'Hello', fr: 'Bonjour' })") },
    });
    expect(outcome.result).toBe('Bonjour');
    expect(runtime.services.language.getLang()).toBe('fr');
  });
});

describe('trigger workflow', () => {
  it('runs another workflow with parameters and returns its result', async () => {
    const runtime = createTestRuntime({
      appWorkflows: [workflow('double', { ret: { type: 'return', value: f('context.parameters.n * 2') } })],
    });
    const outcome = await run(runtime, { call: { type: 'execute-workflow', workflowId: 'double', parameters: { n: f('21') } } });
    expect(outcome.result).toBe(42);
  });

  it("fails with the called workflow's error, after that workflow's error branch ran", async () => {
    const runtime = createTestRuntime({
      variables: [{ id: 'handled', type: 'boolean', defaultValue: false }],
      appWorkflows: [
        workflow(
          'child',
          { bad: { type: 'throw', message: 'child failed' }, handle: { type: 'variable', varId: 'handled', varValue: true } },
          { firstErrorAction: 'handle' },
        ),
      ],
    });
    const outcome = await run(runtime, { call: { type: 'execute-workflow', workflowId: 'child' } });
    expect((outcome.error as Error).message).toBe('child failed');
    expect(runtime.variables.peek('handled')).toBe(true);
  });
});

describe('device actions', () => {
  it('geolocation returns the coordinates and timestamp', async () => {
    const coords = { accuracy: 5, altitude: null, altitudeAccuracy: null, heading: null, latitude: 59.9, longitude: 10.7, speed: null };
    const runtime = createTestRuntime({ position: { coords, timestamp: 1000 } });
    const outcome = await run(runtime, { where: { type: 'user-location' } });
    expect(outcome.result).toEqual({ coords, timestamp: 1000 });
  });

  it('clipboard write copies the value as text', async () => {
    const runtime = createTestRuntime();
    const outcome = await run(runtime, { copy: { type: 'copy-clipboard', value: f('1 + 1') } });
    expect(runtime.memory.clipboard.texts).toEqual(['2']);
    expect(outcome.result).toBe(2);
  });

  it('clipboard write fails without a clipboard', async () => {
    const runtime = createTestRuntime({ services: { clipboard: undefined } });
    const outcome = await run(runtime, { copy: { type: 'copy-clipboard', value: 'x' } });
    expect((outcome.error as Error).message).toBe('Clipboard is not available.');
  });
});

describe('file actions', () => {
  const file = (name: string, text = 'content', type = 'text/plain') => new File([text], name, { type });

  it('uploads the file of a file variable, with progress and a sanitised name', async () => {
    const runtime = createTestRuntime({
      variables: [
        { id: 'picked', type: 'any', preserveReference: true },
        { id: 'progress', type: 'number', defaultValue: 0 },
      ],
    });
    runtime.variables.set('picked', file('My Report (final)#2.pdf'));
    const seen: unknown[] = [];
    runtime.variables.subscribe('progress', () => seen.push(runtime.variables.peek('progress')));
    const outcome = await run(runtime, {
      up: { type: 'upload-file', varId: 'picked', fileTag: f("'invoices'"), progressVarId: 'progress' },
    });
    expect(runtime.memory.files.uploads).toEqual([{ name: 'My_Report__final__2.pdf', type: 'text/plain', size: 7, tag: 'invoices' }]);
    expect(outcome.result).toMatchObject({ name: 'My_Report__final__2.pdf', ext: 'pdf', tag: 'invoices', size: 7 });
    expect(seen).toEqual([50, 100]);
  });

  it('uploads several files and returns a list', async () => {
    const runtime = createTestRuntime({ variables: [{ id: 'picked', type: 'any', preserveReference: true }] });
    runtime.variables.set('picked', [file('a.txt'), file('b.txt')]);
    const outcome = await run(runtime, { up: { type: 'upload-file', varId: 'picked' } });
    expect((outcome.result as Array<{ name: string }>).map((stored) => stored.name)).toEqual(['a.txt', 'b.txt']);
  });

  it('uploads a file given by a formula', async () => {
    const runtime = createTestRuntime();
    const outcome = await runtime.runWorkflow(workflow('w', { up: { type: 'upload-file', varId: f('event.file') } }), {
      event: { file: file('x.csv') },
    });
    expect(outcome.result).toMatchObject({ name: 'x.csv', ext: 'csv' });
  });

  it('downloads a file URL through a blob URL, then revokes it', async () => {
    const runtime = createTestRuntime();
    runtime.memory.files.served.set('https://files.example/report.pdf', new Blob(['%PDF']));
    await run(runtime, { dl: { type: 'file-download-url', fileUrl: 'https://files.example/report.pdf', fileName: f("'report<1>.pdf'") } });
    expect(runtime.memory.files.saved).toEqual([{ url: expect.stringMatching(/^blob:/), fileName: 'report1.pdf' }]);
    expect(runtime.memory.files.revoked).toEqual([runtime.memory.files.saved[0]?.url]);
  });

  it('encodes a file to base64 (data URL or bare) and decodes it back', async () => {
    const runtime = createTestRuntime({ variables: [{ id: 'doc', type: 'any', preserveReference: true }] });
    runtime.variables.set('doc', file('hello.txt', 'Hello, world', 'text/plain'));
    const outcome = await run(runtime, {
      url: { type: 'file-encode-base64', file: 'doc', next: 'bare' },
      bare: { type: 'file-encode-base64', file: f("variables['doc']"), output: 'base64', next: 'back' },
      back: { type: 'file-create-url', fileString: f("context.workflow['url'].result") },
    });
    expect(outcome.results?.url).toMatchObject({ result: 'data:text/plain;base64,SGVsbG8sIHdvcmxk' });
    expect(outcome.results?.bare).toMatchObject({ result: 'SGVsbG8sIHdvcmxk' });
    const blobUrl = outcome.result as string;
    expect(blobUrl).toMatch(/^blob:/);
    const { resolveObjectURL } = await import('node:buffer');
    expect(await resolveObjectURL(blobUrl)?.text()).toBe('Hello, world');
    expect(runtime.log.entries).toContainEqual(
      expect.objectContaining({
        message: 'Generate Base64 encoded file',
        meta: expect.objectContaining({ preview: 'data:text/plain;base...' }),
      }),
    );
  });
});

describe('interface actions', () => {
  it('opens a popup with a popup- id, and waits for its result when asked', async () => {
    const runtime = createTestRuntime();
    const opened = await run(runtime, { open: { type: 'open-popup', libraryComponentId: 'confirm', content: f("{ title: 'Sure?' }") } });
    expect(opened.result).toMatch(/^popup-[a-z0-9]{6}$/);
    expect(runtime.memory.popups.opened).toEqual([{ id: opened.result, componentId: 'confirm', content: { title: 'Sure?' } }]);

    const waiting = run(runtime, { open: { type: 'open-popup', libraryComponentId: 'confirm', waitForClose: true } });
    await Promise.resolve();
    const second = runtime.memory.popups.opened[1]?.id as string;
    await runtime.runWorkflow(workflow('close', { close: { type: 'close-popup', result: f("'yes'") } }), { element: { popupId: second } });
    expect((await waiting).result).toBe('yes');
  });

  it('closes every popup of a library component', async () => {
    const runtime = createTestRuntime();
    runtime.memory.popups.open('a');
    runtime.memory.popups.open('a');
    runtime.memory.popups.open('b');
    const outcome = await run(runtime, { close: { type: 'close-all-popups', libraryComponentId: 'a' } });
    expect(outcome.result).toBe(2);
    expect(runtime.memory.popups.opened.map((popup) => popup.componentId)).toEqual(['b']);
  });

  it('changes the theme (light unless dark)', async () => {
    const runtime = createTestRuntime();
    await run(runtime, { dark: { type: 'change-theme', theme: 'dark' } });
    expect(runtime.services.theme.getTheme()).toBe('dark');
    await run(runtime, { other: { type: 'change-theme', theme: f('null') } });
    expect(runtime.services.theme.getTheme()).toBe('light');
  });

  it('emits component triggers and runs element actions', async () => {
    const runtime = createTestRuntime();
    const clear = vi.fn(() => 'cleared');
    runtime.memory.elements.registerAction('picker-1', 'clear', clear);
    const outcome = await run(runtime, {
      emit: { type: 'trigger-event', triggerId: 'saved', event: f('{ id: 3 }'), next: 'act' },
      act: { type: 'component-action', uid: 'picker-1', actionName: 'clear', args: f('[true]') },
    });
    expect(runtime.memory.elements.events).toEqual([{ triggerId: 'saved', value: { id: 3 } }]);
    expect(clear).toHaveBeenCalledWith([true], undefined);
    expect(outcome.result).toBe('cleared');
  });
});

describe('custom code', () => {
  it('calls a registered function with its arguments, the context and the event', async () => {
    const runtime = createTestRuntime({ variables: [{ id: 'total', type: 'number', defaultValue: 0 }] });
    runtime.services.customCode.register('computeTotal', async ({ args, context, event }, action) => {
      const { prices } = args as { prices: number[] };
      const total = prices.reduce((sum, price) => sum + price, 0) + (event as { extra: number }).extra;
      action.runtime.variables.set('total', total);
      return { total, previous: (context.workflow as Record<string, { result: unknown }>).first?.result };
    });
    const outcome = await runtime.runWorkflow(
      workflow('w', {
        first: { type: 'switch', value: 'before', next: 'code' },
        code: { type: 'custom-code', name: 'computeTotal', args: f('{ prices: [1, 2, 3] }') },
      }),
      { event: { extra: 4 } },
    );
    expect(outcome.result).toEqual({ total: 10, previous: 'before' });
    expect(runtime.variables.peek('total')).toBe(10);
  });
});
