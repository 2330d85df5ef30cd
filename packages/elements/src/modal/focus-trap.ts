/** Keeping keyboard focus inside an open dialog: what can take focus in it, and where Tab goes from the edges. */

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** Focusable descendants in document order (negative tabindex and hidden ones excluded). */
export function focusableWithin(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.tabIndex >= 0 && !element.hasAttribute('hidden') && element.closest('[hidden],[inert]') === null,
  );
}

/**
 * Where focus goes for Tab (or Shift+Tab) from `current`: wrapping at the edges, or undefined to let the browser
 * move it (inside the list, away from the edges). With nothing focusable, the container itself keeps focus.
 */
export function trapTarget<T>(focusable: readonly T[], current: T | null, backwards: boolean, container: T): T | undefined {
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (first === undefined || last === undefined) return container;
  const index = current === null ? -1 : focusable.indexOf(current);
  if (index === -1) return backwards ? last : first;
  if (backwards && index === 0) return last;
  if (!backwards && index === focusable.length - 1) return first;
  return undefined;
}
