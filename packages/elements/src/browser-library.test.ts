/** The browser's library registers the same definitions as the server's, the uncommon ones loaded on demand. */
import { describe, expect, it } from 'vitest';
import { createElementRegistry } from '@kit/runtime-react';
import { browserElementLibrary } from './browser-library';
import { elementLibrary } from './library';

describe('browserElementLibrary', () => {
  it('registers every type of the library, and loads the very definitions the server renders with', async () => {
    const browser = createElementRegistry(browserElementLibrary);
    const server = createElementRegistry(elementLibrary);
    expect(browser.types().sort()).toEqual(server.types().sort());
    expect(browser.get('datagrid')).toBeUndefined();
    await browser.load(browser.types());
    for (const type of server.types()) expect(browser.get(type), type).toBe(server.get(type));
  });

  it('keeps the basic elements at hand without loading', () => {
    const browser = createElementRegistry(browserElementLibrary);
    for (const type of ['button', 'icon', 'text', 'image', 'flexbox']) expect(browser.get(type), type).toBeDefined();
  });
});
