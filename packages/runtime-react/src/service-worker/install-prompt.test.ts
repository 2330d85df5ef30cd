// @vitest-environment happy-dom
/** The install prompt is captured (default prevented), held, shown once on demand, and released on install. */
import { describe, expect, it } from 'vitest';
import { captureInstallPrompt } from './install-prompt';

function promptEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompted: number };
  let prompted = 0;
  Object.assign(event, {
    prompt: async () => {
      prompted += 1;
    },
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  Object.defineProperty(event, 'prompted', { get: () => prompted });
  return event;
}

describe('captureInstallPrompt', () => {
  it('holds the prompt, prevents the browser default, and shows it once', async () => {
    const prompt = captureInstallPrompt(window);
    let changes = 0;
    prompt.subscribe(() => (changes += 1));
    expect(prompt.isAvailable()).toBe(false);
    expect(await prompt.show()).toBeNull();
    const event = promptEvent('accepted');
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(prompt.isAvailable()).toBe(true);
    expect(await prompt.show()).toBe('accepted');
    expect(event.prompted).toBe(1);
    expect(prompt.isAvailable()).toBe(false);
    expect(await prompt.show()).toBeNull();
    expect(changes).toBe(2);
    prompt.dispose();
  });

  it('releases the prompt when the app is installed, and stops listening when disposed', () => {
    const prompt = captureInstallPrompt(window);
    window.dispatchEvent(promptEvent('dismissed'));
    window.dispatchEvent(new Event('appinstalled'));
    expect(prompt.isAvailable()).toBe(false);
    prompt.dispose();
    window.dispatchEvent(promptEvent('dismissed'));
    expect(prompt.isAvailable()).toBe(false);
  });
});
