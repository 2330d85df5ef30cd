/**
 * A field's exposed `value` variable: untyped, and holding the field's initial value from its first render.
 *
 * Untyped: a form input's value is text or a number, a select's one value or a list, and the store would coerce
 * them to the type of the declared initial value. The renderer types element variables from that value and has no
 * untyped form yet, so fields declare `null` and mark the variable 'any' here (a no-op once null maps to 'any').
 *
 * Seeded in the first render, not in an effect: the server renders no effects, so a text bound to the field's value
 * (a number display of a currency input…) would otherwise show the empty value in the server's HTML and change
 * after hydration. The hydrating render seeds the same value, so server and browser agree. The write happens before
 * anything has subscribed on a freshly rendered page.
 */
import { useRef } from 'react';
import { isDeepEqual } from '@kit/formula';
import { elementVariableId, useRuntime } from '@kit/runtime-react';
import type { Runtime } from '@kit/runtime-core';

export function ensureUntypedVariable(runtime: Runtime, uid: string, name: string): void {
  const id = elementVariableId(uid, name);
  const definition = runtime.variables.definition(id);
  if (definition === undefined || definition.type === 'any') return;
  // The stored value is the same null, so nothing that reads the variable is woken.
  runtime.variables.define([{ ...definition, type: 'any' }]);
}

/** Makes the element's `name` variable untyped and sets it to `initial` once, during the element's first render. */
export function useExposedValue(uid: string, name: string, initial: () => unknown): void {
  const runtime = useRuntime();
  const seeded = useRef(false);
  if (seeded.current) return;
  seeded.current = true;
  ensureUntypedVariable(runtime, uid, name);
  const id = elementVariableId(uid, name);
  const value = initial();
  if (runtime.variables.has(id) && !isDeepEqual(runtime.variables.peek(id), value)) runtime.variables.set(id, value);
}
