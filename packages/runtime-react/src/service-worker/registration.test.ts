/** Registration: the URL from the base path and cache version; unregister-all when manifest use is off; failures only logged. */
import { describe, expect, it } from 'vitest';
import { basePath, REGISTRATION_FAILED_MESSAGE, serviceWorkerUrl, setUpServiceWorker } from './registration';
import type { WorkerContainer } from './registration';

function recordingContainer(registrations = 2, fail = false) {
  const calls: string[] = [];
  const container: WorkerContainer = {
    register: async (url) => {
      calls.push(`register ${url}`);
      if (fail) throw new Error('SecurityError');
      return {};
    },
    getRegistrations: async () =>
      Array.from({ length: registrations }, (_, index) => ({
        unregister: async () => {
          calls.push(`unregister ${index}`);
          return true;
        },
      })),
  };
  return { container, calls };
}

describe('service worker registration', () => {
  it('normalises the base path to start and end with a slash', () => {
    expect(basePath(undefined)).toBe('/');
    expect(basePath({ href: 'app' })).toBe('/app/');
    expect(basePath({ href: '/app/' })).toBe('/app/');
    expect(serviceWorkerUrl({ baseTag: { href: 'shop' }, cacheVersion: 12 })).toBe('/shop/serviceworker.js?_wwcv=12');
  });

  it('registers the worker with the cache version while manifest use is enabled', async () => {
    const { container, calls } = recordingContainer();
    await setUpServiceWorker({ design: { cacheVersion: 3 }, container });
    expect(calls).toEqual(['register /serviceworker.js?_wwcv=3']);
  });

  it('unregisters every worker when manifest use is disabled', async () => {
    const { container, calls } = recordingContainer(2);
    await setUpServiceWorker({ design: { cacheVersion: 3, disableManifest: true }, container });
    expect(calls).toEqual(['unregister 0', 'unregister 1']);
  });

  it('only logs a registration failure, and does nothing without worker support', async () => {
    const { container } = recordingContainer(0, true);
    const logged: unknown[][] = [];
    await expect(
      setUpServiceWorker({ design: { cacheVersion: 1 }, container, logger: { error: (...args: unknown[]) => logged.push(args) } }),
    ).resolves.toBeUndefined();
    expect(logged[0]?.[0]).toBe(REGISTRATION_FAILED_MESSAGE);
    await expect(setUpServiceWorker({ design: { cacheVersion: 1 }, container: undefined })).resolves.toBeUndefined();
  });
});
