/**
 * Whether the window is phone-sized (the runtime's mobile breakpoint, up to 767 px). The server and the hydrating
 * browser both answer false, so the first render matches the server's HTML; CSS hides what a phone does not show
 * until the browser re-renders with the real answer.
 */
import { useSyncExternalStore } from 'react';

const PHONE_QUERY = '(max-width: 767px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function isPhone(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;
}

export function usePhone(): boolean {
  return useSyncExternalStore(subscribe, isPhone, () => false);
}
