// @vitest-environment happy-dom
/** The file drop element: dropped files are checked and exposed, a change workflow uploads them, and each file shows its progress. */
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryFileService } from '@kit/runtime-core';
import type { FileService } from '@kit/runtime-core';
import { f, text, workflow } from '@kit/runtime-react/authoring';
import { renderFormSite, settle } from '../forms/test-site';
import type { FormTestSite } from '../forms/test-site';
import { fileDrop, uploadDroppedFiles } from './builder';
import { fileDropElement } from './definition';

let site: FormTestSite | undefined;
afterEach(() => {
  site?.unmount();
  site = undefined;
});

/** A file service whose uploads wait for the test: each reports 50% and then holds until released. */
function heldFileService() {
  const memory = createMemoryFileService();
  const releases: Array<() => void> = [];
  const service: FileService = {
    ...memory,
    async upload(file, options) {
      options.onProgress?.(0);
      options.onProgress?.(50);
      await new Promise<void>((resolve) => releases.push(resolve));
      options.onProgress?.(100);
      return { url: `https://files.test/${file.name ?? 'file'}`, name: file.name ?? 'file' };
    },
  };
  return { service, release: () => releases.shift()?.() };
}

function drop(files: File[]) {
  const zone = site!.container.querySelector('.ww-file-drop__zone')!;
  const event = new Event('drop', { bubbles: true, cancelable: true }) as Event & { dataTransfer: unknown };
  Object.defineProperty(event, 'dataTransfer', { value: { files, types: ['Files'] } });
  return act(async () => void zone.dispatchEvent(event));
}

const bars = () =>
  [...site!.container.querySelectorAll('.ww-file-drop [role="progressbar"]')].map((bar) => [
    bar.getAttribute('aria-label'),
    bar.getAttribute('aria-valuenow'),
  ]);

describe('file drop', () => {
  it('refuses files of other kinds with a visible message, and exposes the accepted ones', async () => {
    site = await renderFormSite(
      [
        fileDrop({ uid: 'drop', accept: 'image', multiple: true, label: 'Photos' }),
        text({ uid: 'names', text: f("map(variables['drop-value'], 'name').join(', ')") }),
      ],
      { definitions: [fileDropElement] },
    );
    expect(site.serverHtml).toContain('Images, several files');
    await drop([new File(['x'], 'cat.png', { type: 'image/png' }), new File(['y'], 'notes.txt', { type: 'text/plain' })]);
    expect(site.container.querySelector('[role="alert"]')!.textContent).toBe('"notes.txt" is not an accepted file type.');
    expect((site.runtime.variables.get('drop-value') as File[]).map((file) => [file.name, file.size, file.type])).toEqual([
      ['cat.png', 1, 'image/png'],
    ]);
    expect(bars()).toEqual([['Upload of cat.png', '0']]);
    expect(site.errors).not.toHaveBeenCalled();
  });

  it('shows each file going from uploading to uploaded as the upload action reports progress', async () => {
    const held = heldFileService();
    site = await renderFormSite(
      [fileDrop({ uid: 'drop', multiple: true, workflows: [workflow('upload', 'change', [uploadDroppedFiles('drop')])] })],
      {
        definitions: [fileDropElement],
        services: () => ({ files: held.service }),
      },
    );
    await drop([new File(['a'], 'a.pdf', { type: 'application/pdf' }), new File(['bb'], 'b.pdf', { type: 'application/pdf' })]);
    await settle();
    // The first file is half way: overall 25%.
    expect(bars()).toEqual([
      ['Upload of a.pdf', '50'],
      ['Upload of b.pdf', '0'],
    ]);
    expect(site.container.querySelector('.ww-file-drop__file--uploading .ww-file-drop__status')!.textContent).toBe('Uploading 50%');
    await act(async () => held.release());
    await settle();
    expect(bars()).toEqual([
      ['Upload of a.pdf', '100'],
      ['Upload of b.pdf', '50'],
    ]);
    await act(async () => held.release());
    await settle();
    expect(bars()).toEqual([
      ['Upload of a.pdf', '100'],
      ['Upload of b.pdf', '100'],
    ]);
    expect([...site.container.querySelectorAll('.ww-file-drop__status')].map((status) => status.textContent)).toEqual([
      'Uploaded',
      'Uploaded',
    ]);
  });

  it('removes a chosen file with its remove button', async () => {
    site = await renderFormSite([fileDrop({ uid: 'drop', multiple: true })], { definitions: [fileDropElement] });
    await drop([new File(['a'], 'a.csv', { type: 'text/csv' }), new File(['b'], 'b.csv', { type: 'text/csv' })]);
    await act(async () => site!.container.querySelector<HTMLButtonElement>('[aria-label="Remove a.csv"]')!.click());
    expect((site.runtime.variables.get('drop-value') as File[]).map((file) => file.name)).toEqual(['b.csv']);
  });
});
