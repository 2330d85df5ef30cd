/** Custom code: named functions registered by the site's own code (never source strings). */

export interface CustomCodeInput {
  /** The action's resolved arguments. */
  args: unknown;
  /** The `context` formulas see (workflow results, parameters, item…). */
  context: Readonly<Record<string, unknown>>;
  event: unknown;
}

export type CustomCodeFunction<Api = unknown> = (input: CustomCodeInput, runtime: Api) => unknown;

export interface CustomCodeRegistry<Api = unknown> {
  register(name: string, fn: CustomCodeFunction<Api>): void;
  get(name: string): CustomCodeFunction<Api> | undefined;
  has(name: string): boolean;
}

export function createCustomCodeRegistry<Api = unknown>(
  functions: Readonly<Record<string, CustomCodeFunction<Api>>> = {},
): CustomCodeRegistry<Api> {
  const registry = new Map(Object.entries(functions));
  return {
    register: (name, fn) => {
      registry.set(name, fn);
    },
    get: (name) => registry.get(name),
    has: (name) => registry.has(name),
  };
}
