/** Subscribes a component to a bound value: formulas are resolved against the runtime and re-read when what they read changes. */
import { useMemo, useSyncExternalStore } from 'react';
import type { LocalScope, Runtime } from '@kit/runtime-core';

export function useBound(runtime: Runtime, value: unknown, local: LocalScope | undefined): unknown {
  const binding = useMemo(() => runtime.formulas.bind(value, local), [runtime, value, local]);
  return useSyncExternalStore(binding.subscribe, binding.get, binding.get);
}
