/**
 * Resolves in a new task (a message on a channel of its own: no timer clamping), so the work after it is not part of
 * the task before it. Hydration's start-up steps are each a task of their own this way (client.tsx, the browser
 * site's start): building the browser site, creating the React root (React's listeners), the first page load after
 * the hydrated commit, were one or two long tasks, which Lighthouse counts whole as blocking time.
 */
export function nextTask(): Promise<void> {
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
