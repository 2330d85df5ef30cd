/**
 * Hooks for element components: the runtime, element actions (run by the "execute element action" workflow
 * action), exposed variables, and formulas resolved in the element's scope.
 */
import { useEffect, useRef } from 'react';
import type { LocalScope, Runtime } from '@kit/runtime-core';
import { useSite } from '../render/site-context';
import { useBound } from '../render/use-bound';
import { elementVariableId } from './registry';

/** The runtime of the page the element is on (variables, collections, workflows, services). */
export function useRuntime(): Runtime {
  return useSite().runtime;
}

/**
 * Registers the element's actions (`clear`, `openMenu`…) while it is mounted; workflows run them with the
 * "execute element action" action. Handlers may change between renders; the latest one runs.
 */
export function useElementActions(uid: string, handlers: Readonly<Record<string, (...args: unknown[]) => unknown>>): void {
  const { elementActions } = useSite();
  const latest = useRef(handlers);
  latest.current = handlers;
  const names = Object.keys(handlers).sort().join('\u0000');
  useEffect(() => {
    const disposers = names
      .split('\u0000')
      .filter((name) => name !== '')
      .map((name) => elementActions.register(uid, name, (args) => latest.current[name]?.(...args)));
    return () => disposers.forEach((dispose) => dispose());
  }, [elementActions, uid, names]);
}

/** Reads one of the element's exposed variables (re-rendering when it changes). */
export function useElementVariable(uid: string, name: string): unknown {
  const runtime = useRuntime();
  const id = elementVariableId(uid, name);
  return useBound(runtime, { __wwtype: 'f', code: `variables[${JSON.stringify(id)}]` }, undefined);
}

/** Resolves a bound value (constant or formula) in the element's scope, re-rendering when what it reads changes. */
export function useFormula(value: unknown, local?: LocalScope): unknown {
  return useBound(useRuntime(), value, local);
}
