/**
 * Exposed values that change type (a form input's text or number, a select's value or list of values) need an
 * untyped variable: the store would otherwise coerce them to the type of the declared initial value. The renderer
 * types element variables from their initial value and has no untyped form yet, so a field declares `null` and
 * marks its variable 'any' here before its first write; once the renderer types null as 'any' this is a no-op.
 */
import { elementVariableId, useRuntime } from '@kit/runtime-react';
import type { Runtime } from '@kit/runtime-core';

export function ensureUntypedVariable(runtime: Runtime, uid: string, name: string): void {
  const id = elementVariableId(uid, name);
  const definition = runtime.variables.definition(id);
  if (definition === undefined || definition.type === 'any') return;
  // The stored value is the same null, so nothing that reads the variable is woken.
  runtime.variables.define([{ ...definition, type: 'any' }]);
}

/** Marks the element's `name` variable untyped (see above) while rendering, before any effect writes it. */
export function useUntypedVariable(uid: string, name: string): void {
  ensureUntypedVariable(useRuntime(), uid, name);
}
