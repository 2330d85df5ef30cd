/**
 * The registry of the generic actions (seed §7). Their code loads in its own chunk on the first action a workflow
 * runs (the browser also starts loading it once the page is interactive), so a page's first script carries only
 * their names; the engine awaits an action's result either way.
 */
import { createActionRegistry } from '../registry';
import type { ActionRegistry } from '../registry';
import type { ActionHandler } from '../types';

/** Every type `GENERIC_ACTIONS` handles (a test keeps the two equal). */
export const GENERIC_ACTION_TYPES = [
  'custom-code',
  'variable',
  'reset-variables',
  'fetch-collection',
  'fetch-collections',
  'change-page',
  'previous-page',
  'change-lang',
  'execute-workflow',
  'wait',
  'loop',
  'while-loop',
  'break-loop',
  'continue-loop',
  'return',
  'if',
  'switch',
  'filter',
  'try-catch',
  'throw',
  'log',
  'user-location',
  'copy-clipboard',
  'upload-file',
  'file-download-url',
  'file-encode-base64',
  'file-create-url',
  'open-popup',
  'close-popup',
  'close-all-popups',
  'change-theme',
  'trigger-event',
  'component-action',
] as const;

let loaded: Readonly<Record<string, ActionHandler>> | undefined;
let loading: Promise<Readonly<Record<string, ActionHandler>>> | undefined;

/** Loads the generic actions' chunk (once). */
export function loadGenericActions(): Promise<Readonly<Record<string, ActionHandler>>> {
  loading ??= import('./generic').then((module) => (loaded = module.GENERIC_ACTIONS));
  return loading;
}

function run(handlers: Readonly<Record<string, ActionHandler>>, type: string, ...args: Parameters<ActionHandler>): unknown {
  return (handlers[type] as ActionHandler)(...args);
}

/** A handler that runs the generic action once its chunk is there (synchronously when it already is). */
function lazyHandler(type: string): ActionHandler {
  return (action, context) =>
    loaded ? run(loaded, type, action, context) : loadGenericActions().then((handlers) => run(handlers, type, action, context));
}

/** A registry with every generic action; plugins add theirs with register(). */
export function createDefaultActionRegistry(): ActionRegistry {
  return createActionRegistry(Object.fromEntries(GENERIC_ACTION_TYPES.map((type) => [type, lazyHandler(type)])));
}
