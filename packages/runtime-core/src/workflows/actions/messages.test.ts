/** Every action message of seed §8, verbatim. */
import { describe, expect, it } from 'vitest';
import { createTestRuntime } from '../../testing/test-runtime';
import type { TestRuntimeOptions } from '../../testing/test-runtime';
import { f, workflow } from '../../testing/workflow-builder';
import type { ActionDefinition } from '../types';

interface Case {
  action: ActionDefinition;
  options?: TestRuntimeOptions;
  message: string;
}

const failingCollection = { id: 'c-bad', name: 'Orders', data: [] };
/** Every message of seed §8 that an action raises, with the setting that triggers it. */
const CASES: Record<string, Case> = {
  'No custom code defined.': { action: { type: 'custom-code' }, message: 'No custom code defined.' },
  'No custom code defined. (unregistered)': { action: { type: 'custom-code', name: 'missing' }, message: 'No custom code defined.' },
  'No variable selected.': { action: { type: 'variable', varValue: 1 }, message: 'No variable selected.' },
  'No collection selected.': { action: { type: 'fetch-collection' }, message: 'No collection selected.' },
  'No collection selected. (several)': { action: { type: 'fetch-collections', collectionsId: [] }, message: 'No collection selected.' },
  'Collection not found.': { action: { type: 'fetch-collection', collectionId: 'nope' }, message: 'Collection not found.' },
  'Collection not found. (several)': {
    action: { type: 'fetch-collections', collectionsId: ['c-ok', 'nope'] },
    options: { collections: [{ id: 'c-ok' }] },
    message: 'Collection not found.',
  },
  'No page selected.': { action: { type: 'change-page' }, message: 'No page selected.' },
  'Page not found.': { action: { type: 'change-page', pageId: 'nope' }, message: 'Page not found.' },
  'No page selected. (previous page)': { action: { type: 'previous-page' }, message: 'No page selected.' },
  'Page not found. (previous page)': { action: { type: 'previous-page', pageId: 'nope' }, message: 'Page not found.' },
  'No file variable selected.': { action: { type: 'upload-file' }, message: 'No file variable selected.' },
  'File variable not found.': { action: { type: 'upload-file', varId: 'nope' }, message: 'File variable not found.' },
  'No file selected. Please create a true / false split to manage the case when there is no file.': {
    action: { type: 'upload-file', varId: 'file' },
    options: { variables: [{ id: 'file', type: 'any', preserveReference: true }] },
    message: 'No file selected. Please create a true / false split to manage the case when there is no file.',
  },
  'File not found.': { action: { type: 'upload-file', varId: f('null') }, message: 'File not found.' },
  'Not a file object.': { action: { type: 'upload-file', varId: f("'text'") }, message: 'Not a file object.' },
  'File not found. (base64)': { action: { type: 'file-encode-base64', file: f('null') }, message: 'File not found.' },
  'Not a file object. (base64)': { action: { type: 'file-encode-base64', file: f('42') }, message: 'Not a file object.' },
  'Workflow not found.': { action: { type: 'execute-workflow', workflowId: 'nope' }, message: 'Workflow not found.' },
  'No workflow selected.': { action: { type: 'execute-workflow' }, message: 'No workflow selected.' },
  'No trigger selected.': { action: { type: 'trigger-event' }, message: 'No trigger selected.' },
  'No actions selected.': { action: { type: 'component-action', uid: 'x' }, message: 'No actions selected.' },
  'No time delay defined.': { action: { type: 'wait' }, message: 'No time delay defined.' },
  'Geolocation is not available.': { action: { type: 'user-location' }, message: 'Geolocation is not available.' },
  'Error while geolocation.': {
    action: { type: 'user-location' },
    options: { position: new Error('denied') },
    message: 'Error while geolocation.',
  },
  'Fail to start loop, as items to parse is not iterable.': {
    action: { type: 'loop', value: f('42') },
    message: 'Fail to start loop, as items to parse is not iterable.',
  },
  'No language selected.': { action: { type: 'change-lang' }, message: 'No language selected.' },
  'Page does not contain the lang {lang}.': {
    action: { type: 'change-lang', lang: 'fr' },
    options: { languages: ['en', 'de'] },
    message: 'Page does not contain the lang fr.',
  },
  'No message defined.': { action: { type: 'log' }, message: 'No message defined.' },
  'Message must be a string.': { action: { type: 'log', message: f('42') }, message: 'Message must be a string.' },
  'File could not be fetch.': {
    action: { type: 'file-download-url', fileUrl: 'https://files.example/missing' },
    message: 'File could not be fetch.',
  },
};

describe('action error messages (seed §8, verbatim)', () => {
  it.each(Object.entries(CASES))('%s', async (_name, { action, options, message }) => {
    const runtime = createTestRuntime(options);
    const outcome = await runtime.runWorkflow(workflow('w', { act: action }));
    expect(outcome.error).toBeInstanceOf(Error);
    expect((outcome.error as Error).message).toBe(message);
    expect((outcome.results?.act as { error: { message: string } }).error.message).toBe(message);
    expect(runtime.log.messages('error')).toContain('Workflow triggered an error');
  });

  it("'Error while fetching the collection' and its named variant", async () => {
    const runtime = createTestRuntime({ collections: [failingCollection, { id: 'c-ok', name: 'Fine' }] });
    runtime.memory.collections.fetch = async (id) => {
      runtime.memory.collections.set(id, { error: {} });
    };
    const one = await runtime.runWorkflow(workflow('w', { act: { type: 'fetch-collection', collectionId: 'c-bad' } }));
    expect((one.error as Error).message).toBe('Error while fetching the collection');
    const several = await runtime.runWorkflow(workflow('w', { act: { type: 'fetch-collections', collectionsId: ['c-bad'] } }));
    expect((several.error as Error).message).toBe('Error while fetching the collection Orders.');
  });

  it("uses the collection's own error when it has a message", async () => {
    const runtime = createTestRuntime({ collections: [failingCollection] });
    runtime.memory.collections.fetch = async (id) => {
      runtime.memory.collections.set(id, { error: { name: 'Error', message: 'Row level security denied' } });
    };
    const outcome = await runtime.runWorkflow(workflow('w', { act: { type: 'fetch-collection', collectionId: 'c-bad' } }));
    expect((outcome.error as Error).message).toBe('Row level security denied');
  });

  it("'Cannot encode the file…' when the file cannot be read", async () => {
    const broken = new Blob(['x']);
    broken.arrayBuffer = () => Promise.reject(new RangeError('Array buffer allocation failed'));
    const withFile = createTestRuntime({ variables: [{ id: 'file', type: 'any', preserveReference: true }] });
    withFile.variables.set('file', broken);
    const encoded = await withFile.runWorkflow(workflow('w', { act: { type: 'file-encode-base64', file: 'file' } }));
    expect((encoded.error as Error).message).toBe(
      'Cannot encode the file. Your file may be too big to be encoded to base64 in a browser (Chrome-like=512mb;Firefox=32mb).',
    );
  });

  it("'Invalid blob URL.' when the object URL is not a blob URL", async () => {
    const runtime = createTestRuntime();
    runtime.memory.files.served.set('https://files.example/a.pdf', new Blob(['%PDF']));
    runtime.memory.files.createObjectURL = () => 'https://not-a-blob';
    const outcome = await runtime.runWorkflow(
      workflow('w', { act: { type: 'file-download-url', fileUrl: 'https://files.example/a.pdf' } }),
    );
    expect((outcome.error as Error).message).toBe('Invalid blob URL.');
  });
});
