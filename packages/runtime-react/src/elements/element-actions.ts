/**
 * Element actions by element uid and action name, behind the runtime's element service: mounted elements register
 * their handlers, workflows call them. A call to an element that is not mounted is logged and returns undefined.
 */
import type { ElementContext, ElementService, Logger } from '@kit/runtime-core';

export type ElementActionHandler = (args: unknown[], context: ElementContext | undefined) => unknown;

export interface ElementActions extends ElementService {
  /** Registers a handler; returns its disposer (which only removes that same handler). */
  register(uid: string, actionName: string, handler: ElementActionHandler): () => void;
  /** Library components' custom triggers are delivered here (set by the site runtime). */
  onTriggerEvent(listener: (triggerId: string, value: unknown, context: ElementContext | undefined) => void): () => void;
}

export function createElementActions(logger?: Logger): ElementActions {
  const handlers = new Map<string, ElementActionHandler>();
  const listeners = new Set<(triggerId: string, value: unknown, context: ElementContext | undefined) => void>();
  const key = (uid: string, name: string) => `${uid}\u0000${name}`;
  return {
    register(uid, actionName, handler) {
      handlers.set(key(uid, actionName), handler);
      return () => {
        if (handlers.get(key(uid, actionName)) === handler) handlers.delete(key(uid, actionName));
      };
    },
    executeAction(uid, actionName, args, context) {
      const handler = handlers.get(key(uid, actionName));
      if (handler === undefined) {
        logger?.log('warn', 'Element action not available.', { uid, actionName });
        return undefined;
      }
      return handler(args, context);
    },
    triggerEvent(triggerId, value, context) {
      for (const listener of listeners) listener(triggerId, value, context);
    },
    onTriggerEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
