// @vitest-environment happy-dom
/** The app-mounted event reaches listeners, and whenAppMounted resolves before and after it. */
import { describe, expect, it } from 'vitest';
import { APP_MOUNTED_EVENT, dispatchAppMounted, isAppMounted, whenAppMounted } from './app-mounted';

describe('app-mounted event', () => {
  it('is dispatched on window and remembered', async () => {
    expect(isAppMounted()).toBe(false);
    const pending = whenAppMounted();
    let heard = 0;
    window.addEventListener(APP_MOUNTED_EVENT, () => (heard += 1));
    dispatchAppMounted();
    await pending;
    expect(heard).toBe(1);
    expect(isAppMounted()).toBe(true);
    await expect(whenAppMounted()).resolves.toBeUndefined();
  });
});
