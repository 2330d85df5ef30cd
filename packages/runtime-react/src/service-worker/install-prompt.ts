/**
 * The captured install prompt: the browser's `beforeinstallprompt` is held (its default mini-bar suppressed) so the
 * site can offer installation later from its own button, through `show()`.
 */

/** Chromium's install prompt event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export interface InstallPrompt {
  /** True while a prompt is held and can be shown. */
  isAvailable(): boolean;
  /** Shows the held prompt; resolves with the visitor's choice, or null when there is none to show. */
  show(): Promise<'accepted' | 'dismissed' | null>;
  /** Called when availability changes (a prompt captured, used, or the app installed). Returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Stops listening. */
  dispose(): void;
}

export function captureInstallPrompt(target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> = window): InstallPrompt {
  let held: BeforeInstallPromptEvent | null = null;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const onPrompt = (event: Event) => {
    event.preventDefault();
    held = event as BeforeInstallPromptEvent;
    notify();
  };
  const onInstalled = () => {
    held = null;
    notify();
  };
  target.addEventListener('beforeinstallprompt', onPrompt);
  target.addEventListener('appinstalled', onInstalled);
  return {
    isAvailable: () => held !== null,
    async show() {
      const event = held;
      if (event === null) return null;
      // A prompt can be shown once: it is released whatever the visitor answers.
      held = null;
      notify();
      await event.prompt();
      return (await event.userChoice).outcome;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      target.removeEventListener('beforeinstallprompt', onPrompt);
      target.removeEventListener('appinstalled', onInstalled);
      listeners.clear();
    },
  };
}
