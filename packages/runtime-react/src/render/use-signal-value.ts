/** Subscribes a component to a runtime-core signal (or a fallback value when there is none, as on the server). */
import { useSyncExternalStore } from 'react';
import type { ReadonlySignal } from '@kit/runtime-core';

const NO_SUBSCRIPTION = () => () => undefined;

export function useSignalValue<T>(source: ReadonlySignal<T> | undefined, fallback: T): T {
  const subscribe = source === undefined ? NO_SUBSCRIPTION : source.subscribe;
  const read = source === undefined ? () => fallback : () => source.peek();
  return useSyncExternalStore(subscribe, read, read);
}
