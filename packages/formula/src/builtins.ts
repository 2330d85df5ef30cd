/** Safe stand-ins for the JavaScript globals authors use in formulas (Math, JSON, Number, Date…). */
import { FormulaError } from './errors';
import { assertArrayLength } from './limits';
import { markNamespaceFunction } from './safe-access';

function namespace(entries: Record<string, unknown>): Readonly<Record<string, unknown>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, unknown>, entries));
}

function callableNamespace<T extends (...args: never[]) => unknown>(fn: T, entries: Record<string, unknown>): T {
  for (const [key, value] of Object.entries(entries)) {
    Object.defineProperty(fn, key, { value, enumerable: true });
  }
  return Object.freeze(markNamespaceFunction(fn));
}

const mathEntries: Record<string, unknown> = {};
for (const key of Object.getOwnPropertyNames(Math)) {
  mathEntries[key] = (Math as unknown as Record<string, unknown>)[key];
}

function arrayFrom(items: unknown, map?: (value: unknown, index: number) => unknown): unknown[] {
  if (items === null || items === undefined) {
    throw new FormulaError('FORMULA_TYPE', 'Array.from needs an array, a text or an object with a length');
  }
  if (!Array.isArray(items) && typeof items !== 'string') {
    const length = Number((items as { length?: unknown }).length);
    if (Number.isFinite(length)) assertArrayLength(length);
  }
  const result = Array.from(items as ArrayLike<unknown>);
  assertArrayLength(result.length);
  return typeof map === 'function' ? result.map((value, index) => map(value, index)) : result;
}

const SafeDate = callableNamespace(() => new Date().toString(), {
  now: () => Date.now(),
  parse: (text: string) => Date.parse(text),
  UTC: Date.UTC,
});

/** Constructors a formula may call with `new`, keyed by the stand-in it sees. */
export const CONSTRUCTORS = new Map<unknown, (args: unknown[]) => unknown>([
  [SafeDate, (args) => new Date(...(args as [number])) as unknown],
]);

export const BUILTINS: Readonly<Record<string, unknown>> = namespace({
  Math: namespace(mathEntries),
  JSON: namespace({
    parse: (text: string, reviver?: (key: string, value: unknown) => unknown) =>
      typeof reviver === 'function' ? JSON.parse(text, (key, value: unknown) => reviver(key, value)) : JSON.parse(text),
    stringify: (value: unknown, replacer?: unknown, space?: string | number) =>
      JSON.stringify(value, Array.isArray(replacer) ? (replacer as string[]) : null, space),
  }),
  Number: callableNamespace((value: unknown) => Number(value), {
    isInteger: Number.isInteger,
    isFinite: Number.isFinite,
    isNaN: Number.isNaN,
    isSafeInteger: Number.isSafeInteger,
    parseFloat: Number.parseFloat,
    parseInt: Number.parseInt,
    MAX_SAFE_INTEGER: Number.MAX_SAFE_INTEGER,
    MIN_SAFE_INTEGER: Number.MIN_SAFE_INTEGER,
    MAX_VALUE: Number.MAX_VALUE,
    MIN_VALUE: Number.MIN_VALUE,
    EPSILON: Number.EPSILON,
    POSITIVE_INFINITY: Number.POSITIVE_INFINITY,
    NEGATIVE_INFINITY: Number.NEGATIVE_INFINITY,
    NaN: Number.NaN,
  }),
  String: callableNamespace((value: unknown) => String(value), {
    fromCharCode: String.fromCharCode,
    fromCodePoint: String.fromCodePoint,
  }),
  Boolean: (value: unknown) => Boolean(value),
  Object: namespace({
    keys: (value: object) => Object.keys(value),
    values: (value: object) => Object.values(value),
    entries: (value: object) => Object.entries(value),
    fromEntries: (entries: Iterable<readonly [PropertyKey, unknown]>) => Object.fromEntries(entries),
  }),
  Array: namespace({
    isArray: (value: unknown) => Array.isArray(value),
    from: arrayFrom,
    of: (...items: unknown[]) => items,
  }),
  Date: SafeDate,
  parseInt: (text: string, radix?: number) => Number.parseInt(text, radix),
  parseFloat: (text: string) => Number.parseFloat(text),
  isNaN: (value: unknown) => Number.isNaN(Number(value)),
  isFinite: (value: unknown) => Number.isFinite(Number(value)),
  encodeURIComponent: (text: string) => encodeURIComponent(text),
  decodeURIComponent: (text: string) => decodeURIComponent(text),
  encodeURI: (text: string) => encodeURI(text),
  decodeURI: (text: string) => decodeURI(text),
});

/** Global names that are never available in a formula; using one is a compile error. */
export const FORBIDDEN_GLOBALS = new Set([
  'window',
  'self',
  'globalThis',
  'global',
  'frames',
  'parent',
  'top',
  'document',
  'navigator',
  'location',
  'history',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'Worker',
  'importScripts',
  'Function',
  'AsyncFunction',
  'eval',
  'process',
  'require',
  'module',
  'exports',
  'import',
  'Reflect',
  'Proxy',
  'Symbol',
  'Promise',
  'WebAssembly',
  'setTimeout',
  'setInterval',
  'queueMicrotask',
  'structuredClone',
  'constructor',
  '__proto__',
  'prototype',
  'arguments',
  'this',
]);
