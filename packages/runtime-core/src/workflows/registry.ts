/** The action registry: action type → handler. Plugins and later runtime parts register their own types. */
import type { ActionHandler } from './types';

export interface ActionRegistry {
  register(type: string, handler: ActionHandler): void;
  /** Registers several handlers at once. */
  registerAll(handlers: Readonly<Record<string, ActionHandler>>): void;
  get(type: string): ActionHandler | undefined;
  has(type: string): boolean;
  types(): string[];
}

export function createActionRegistry(handlers: Readonly<Record<string, ActionHandler>> = {}): ActionRegistry {
  const entries = new Map<string, ActionHandler>(Object.entries(handlers));
  return {
    register: (type, handler) => {
      entries.set(type, handler);
    },
    registerAll: (more) => {
      for (const [type, handler] of Object.entries(more)) entries.set(type, handler);
    },
    get: (type) => entries.get(type),
    has: (type) => entries.has(type),
    types: () => [...entries.keys()],
  };
}
