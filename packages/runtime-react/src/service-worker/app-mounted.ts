/**
 * The app-mounted event: dispatched on `window` once the page is hydrated, so scripts and tests outside React know
 * the site is interactive. `whenAppMounted` resolves at once when it already happened.
 */
export const APP_MOUNTED_EVENT = 'app-mounted';
const MOUNTED_ATTRIBUTE = 'data-app-mounted';

export function dispatchAppMounted(target: Window = window): void {
  target.document.documentElement.setAttribute(MOUNTED_ATTRIBUTE, 'true');
  target.dispatchEvent(new CustomEvent(APP_MOUNTED_EVENT));
}

export function isAppMounted(target: Window = window): boolean {
  return target.document.documentElement.getAttribute(MOUNTED_ATTRIBUTE) === 'true';
}

export function whenAppMounted(target: Window = window): Promise<void> {
  if (isAppMounted(target)) return Promise.resolve();
  return new Promise((resolve) => target.addEventListener(APP_MOUNTED_EVENT, () => resolve(), { once: true }));
}
