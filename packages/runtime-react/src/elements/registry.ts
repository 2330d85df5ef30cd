/**
 * The element registry: each element type declares its settings (with defaults), events, states, actions and
 * exposed variables next to its React component; the page renderer looks types up here.
 */
import type { ComponentType, ReactNode } from 'react';
import type { LocalScope } from '@kit/runtime-core';

export interface SettingDefinition {
  /** Value used when the design leaves the setting unset. */
  default: unknown;
  /** Allowed values, when the setting is a choice. */
  options?: readonly unknown[];
}

/** What an element component receives from the renderer. */
export interface ElementProps<S = Record<string, unknown>> {
  uid: string;
  /** Settings with formulas resolved and defaults applied. */
  settings: S;
  /** Runs the element's workflows listening to `eventName`; resolves when they have finished (failures are logged). */
  emit(eventName: string, event?: unknown): Promise<void>;
  /** The rendered children (containers only). */
  children?: ReactNode;
  /**
   * Class names for the element's root: its styles (`ww-e-{uid}`, per breakpoint and state) and the states it has
   * switched on. Every element puts them on its outermost DOM node.
   */
  className: string;
  /** Switches one of the element's declared states (focus, disabled, active…) on or off; styles follow. */
  setState(state: string, on: boolean): void;
  /** Sets one of the element's exposed variables (`variables['{uid}-{name}']`, declared in `variables`). */
  setVariable(name: string, value: unknown): void;
  /** The scope the element renders in (`context.item` of a repeated parent), for formulas the element resolves itself. */
  local?: LocalScope;
}

export interface ElementDefinition<S = Record<string, unknown>> {
  type: string;
  settings: { readonly [K in keyof S]: SettingDefinition };
  events?: readonly string[];
  states?: readonly string[];
  actions?: readonly string[];
  /** Variables the element exposes to formulas (`variables['uid-name']`), with their initial value. */
  variables?: Readonly<Record<string, unknown>>;
  /** Whether the element renders children (flexbox, container…). */
  container?: boolean;
  /**
   * States that follow from the settings (a disabled button's `disabled`): on from the first render, so the server
   * HTML already carries their styles. States the element switches itself (focus…) go through `setState`.
   */
  statesFrom?: (settings: S) => readonly string[];
  /**
   * The component suspends while its code loads (a `React.lazy` chunk: grid, rich text, date picker…); the renderer
   * wraps it in a Suspense boundary whose fallback is an empty box carrying the element's class (so its size holds).
   */
  lazy?: boolean;
  component: ComponentType<ElementProps<S>>;
}

export interface ElementRegistry {
  /** A type's definition, once loaded (a lazily registered type has none until `load`). */
  get(type: string): ElementDefinition | undefined;
  /** Every registered type, loaded or not. */
  types(): string[];
  /**
   * Loads the definitions of these types and the code of their lazily loaded components, so they render at once;
   * unknown types are ignored.
   */
  load(types: Iterable<string>): Promise<void>;
}

/**
 * An element registered by type whose definition loads on demand (a page loads the elements it uses before it
 * renders): the browser's first script then carries no definition a page does not use.
 */
export interface LazyElementEntry {
  readonly type: string;
  load(): Promise<ElementDefinition>;
}

export function lazyElement(type: string, load: () => Promise<ElementDefinition>): LazyElementEntry {
  return { type, load };
}

function isLazyEntry(entry: ElementDefinition | LazyElementEntry): entry is LazyElementEntry {
  return typeof (entry as Partial<LazyElementEntry>).load === 'function' && !('component' in entry);
}

function preloadComponent(definition: ElementDefinition): Promise<void> {
  const component = definition.component as unknown as { preload?: () => Promise<void> };
  return typeof component.preload === 'function' ? component.preload() : Promise.resolve();
}

/** Declares an element; the identity function keeps the settings type tied to the component's props. */
export function defineElement<S extends Record<string, unknown>>(definition: ElementDefinition<S>): ElementDefinition {
  return definition as unknown as ElementDefinition;
}

/** The variable id of an element's exposed variable, as formulas read it (`variables['{uid}-{name}']`). */
export function elementVariableId(uid: string, name: string): string {
  return `${uid}-${name}`;
}

/** A registry over element definitions, given or loaded on demand; a type registered twice is an error (two libraries disagreeing). */
export function createElementRegistry(entries: readonly (ElementDefinition | LazyElementEntry)[]): ElementRegistry {
  const loaded = new Map<string, ElementDefinition>();
  const loaders = new Map<string, () => Promise<ElementDefinition>>();
  const loading = new Map<string, Promise<void>>();
  for (const entry of entries) {
    if (loaded.has(entry.type) || loaders.has(entry.type)) throw new Error(`Element type "${entry.type}" is registered twice.`);
    if (isLazyEntry(entry)) loaders.set(entry.type, () => entry.load());
    else loaded.set(entry.type, entry);
  }
  const loadType = (type: string): Promise<void> => {
    let pending = loading.get(type);
    if (pending === undefined) {
      const present = loaded.get(type);
      const loader = loaders.get(type);
      pending =
        present !== undefined
          ? preloadComponent(present)
          : loader === undefined
            ? Promise.resolve()
            : loader().then((definition) => {
                if (definition.type !== type) throw new Error(`Element type "${type}" loaded the definition of "${definition.type}".`);
                loaded.set(type, definition);
                return preloadComponent(definition);
              });
      // A failed load (a chunk the network lost) may be retried by the next page that needs it.
      pending.catch(() => loading.delete(type));
      loading.set(type, pending);
    }
    return pending;
  };
  return {
    get: (type) => loaded.get(type),
    types: () => [...new Set([...loaded.keys(), ...loaders.keys()])],
    load: (types) => Promise.all([...new Set(types)].map(loadType)).then(() => undefined),
  };
}

/** The settings an element renders with: its defaults, overridden by the resolved design values; unknown choices fall back to the default. */
export function applySettingDefaults(definition: ElementDefinition, resolved: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const settings: Record<string, unknown> = { ...resolved };
  for (const [name, setting] of Object.entries(definition.settings)) {
    const value = resolved[name];
    const allowed = setting.options === undefined || setting.options.includes(value);
    settings[name] = value === undefined || value === null || !allowed ? setting.default : value;
  }
  return settings;
}
